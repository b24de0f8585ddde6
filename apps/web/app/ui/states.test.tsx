import { describe, expect, it } from 'vitest';
import { renderAt, tagsWith } from '../test/render';
import { EmptyState, ErrorState } from './states';

describe('EmptyState', () => {
  it('says "No result found" in the visitor language', () => {
    expect(renderAt('/search?search=x', <EmptyState />)).toContain('No result found');
    expect(renderAt('/bm/search?search=x', <EmptyState />)).toContain('Tiada hasil ditemui');
  });
});

describe('ErrorState', () => {
  it('explains the failure in the visitor language and offers a retry link to the same page', () => {
    const html = renderAt('/bm/search?search=kedai', <ErrorState status={500} />);
    expect(html).toContain('role="alert"');
    expect(html).toContain('Ada sesuatu yang tidak kena, sila cuba lagi nanti');
    expect(tagsWith(html, '<a', 'href="/bm/search?search=kedai"')).toHaveLength(1);
    expect(html).toContain('Cuba lagi');
  });

  it('says the service is unavailable for a 503', () => {
    expect(renderAt('/', <ErrorState status={503} />)).toContain('temporarily unavailable');
  });

  it('asks the visitor to wait when refused for their rate (a 429)', () => {
    expect(renderAt('/search?search=a', <ErrorState status={429} />)).toContain('Please wait a minute');
    expect(renderAt('/bm/search?search=a', <ErrorState status={429} />)).toContain('Sila tunggu seminit');
  });
});

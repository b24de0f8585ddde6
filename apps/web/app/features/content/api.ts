import { apiPaths } from '@borong/contracts/api-paths';
import { contentPageResponseSchema } from '@borong/contracts/content';
import type { ApiClient } from '../../lib/api';

export function contentApi(api: ApiClient) {
  return {
    /** A content page (about, FAQ …) in the client's language. */
    contentPage: (slug: string) => api.get(contentPageResponseSchema, apiPaths.contentPage(slug)),
  };
}

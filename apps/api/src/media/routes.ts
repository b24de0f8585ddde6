import { apiPaths } from '@borong/contracts/api-paths';
import type { FastifyInstance } from 'fastify';
import { isMediaKind, MEDIA_NAME_PATTERN, renderMedia } from './svg';

/**
 * `GET /media/:kind/:name` (public path `/api/media/...`): the generated images the seed links
 * to. Drawing is cheap and deterministic, so nothing is stored; browsers and CDNs may cache each
 * image forever. The CSP keeps an SVG opened directly from running script or loading anything.
 */
export default async function mediaRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { kind: string; name: string } }>(apiPaths.mediaRoute, async (request, reply) => {
    const { kind, name } = request.params;
    if (!isMediaKind(kind) || !MEDIA_NAME_PATTERN.test(name)) {
      return reply.code(404).send({ error: true, message: 'Image not found' });
    }
    return reply
      .header('content-type', 'image/svg+xml')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .header('x-content-type-options', 'nosniff')
      .send(renderMedia(kind, name.slice(0, -'.svg'.length)));
  });
}

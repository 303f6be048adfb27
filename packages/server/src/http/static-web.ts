/**
 * Serves the built web app at `/`, with index.html for every non-API path so deep links open the app.
 * Files under /assets/ carry a content hash in their names, so browsers may keep them for a year without
 * asking again; everything else (index.html above all) is revalidated on every load so a new version shows.
 * The build writes brotli and gzip copies beside each file (web/build/precompress-plugin.ts); they are sent
 * to browsers that accept them.
 */
import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { GENERIC_MESSAGES, type ErrorBody } from '@wellness/contract';

export const HASHED_ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

function setCacheHeaders(reply: FastifyReply, path: string): void {
  reply.header('Cache-Control', path.includes(`${sep}assets${sep}`) ? HASHED_ASSET_CACHE_CONTROL : 'no-cache');
}

export async function installStaticWeb(app: FastifyInstance, distDir: string | null): Promise<void> {
  const hasWeb = distDir !== null && existsSync(join(distDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, { root: distDir, wildcard: false, index: false, cacheControl: false, preCompressed: true, setHeaders: setCacheHeaders });
  } else {
    app.log.warn({ distDir }, 'web app not built: only the API is served (run npm run build)');
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (isApi || !hasWeb || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ error: GENERIC_MESSAGES.notFound, code: 'NOT_FOUND' } satisfies ErrorBody);
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });

  if (hasWeb) {
    app.get('/', { schema: { hide: true } }, (_request, reply) => reply.header('Cache-Control', 'no-cache').sendFile('index.html'));
  }
}

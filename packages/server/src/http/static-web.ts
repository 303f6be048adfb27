/** Serves the built web app at `/`, with index.html for every non-API path so deep links open the app. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { GENERIC_MESSAGES, type ErrorBody } from '@wellness/contract';

export async function installStaticWeb(app: FastifyInstance, distDir: string | null): Promise<void> {
  const hasWeb = distDir !== null && existsSync(join(distDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, { root: distDir, wildcard: false, index: false, cacheControl: false });
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

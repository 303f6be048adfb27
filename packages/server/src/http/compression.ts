/**
 * Compresses responses for clients that accept it: brotli, else gzip, for JSON and text above 1 KiB. Brotli
 * runs at quality 4 here because this is done per request: its default (11) costs far more CPU than it saves
 * bytes. The web app's files are compressed once at build time at the highest settings and served as they are
 * (static-web.ts), so this only ever compresses API answers and the odd uncompressed file.
 */
import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

export const COMPRESSION_THRESHOLD_BYTES = 1024;

export async function installCompression(server: FastifyInstance): Promise<void> {
  await server.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}

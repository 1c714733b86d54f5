import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

/**
 * The address a request counts against in every limit (the API's own, sign-in tries, SMS sends, client-error
 * reports): an IPv4 address as it is, an IPv6 one as its /64 network, since one home or phone is handed a whole
 * /64 and could take a fresh allowance with every address in it; an IPv4-mapped IPv6 address as its IPv4 form.
 */
export function clientAddress(req: FastifyRequest): string {
  return normalizeIP(req.ip);
}

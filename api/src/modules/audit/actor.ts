import os from 'node:os';
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../../lib/http-error';
import type { AuditActor } from './audit-log';

/** The signed-in staff member behind an admin request, and the address it came from (the gateway forwards the client's). */
export function actorOf(request: FastifyRequest): AuditActor {
  if (!request.auth) throw unauthorized();
  return { id: request.auth.customerId, email: request.auth.email, ip: request.ip };
}

/** The admin CLI: no account behind it; the log names the machine's user who ran it. */
export function cliActor(): AuditActor {
  let user = 'unknown';
  try {
    user = os.userInfo().username;
  } catch {
    // A container without a passwd entry for its uid: the log still says it was the CLI.
  }
  return { id: null, email: `cli:${user}`, ip: null };
}

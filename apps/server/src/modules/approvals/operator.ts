import type { FastifyRequest } from 'fastify';
import type { Operator } from './service.ts';

/** The signed-in operator of a console call, as proposals, approvals and the audit log record them. */
export const operatorOf = (req: FastifyRequest): Operator => ({
  userId: req.member.userId,
  role: req.member.role,
  ip: req.ip,
});

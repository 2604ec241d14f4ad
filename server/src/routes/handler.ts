import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AnswerOf, CallName, ParsedRequestOf } from '@mizan/shared';
import type { AppServices } from '../app-services';
import { unauthorized } from '../errors';
import { SIGN_IN_REQUIRED, type Caller } from '../services/authenticate';

/** What a handler gets: the validated `data` of the envelope, the caller, and the services. */
export interface CallContext<Data> {
  data: Data;
  /** The signed-in caller; null only for public calls. */
  caller: Caller | null;
  request: FastifyRequest;
  reply: FastifyReply;
  services: AppServices;
}

export type Handler<Name extends CallName> = (context: CallContext<ParsedRequestOf<Name>>) => Promise<AnswerOf<Name>>;

/** One handler per contract entry: a missing or mistyped one does not compile. */
export type Handlers = { [Name in CallName]: Handler<Name> };

/** The caller of a non-public call (register-contract has authenticated them already). */
export function signedIn(caller: Caller | null): Caller {
  if (!caller) throw unauthorized(SIGN_IN_REQUIRED);
  return caller;
}

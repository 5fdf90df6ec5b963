import { createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import type { AccessRule } from './access-rule.js';
import type { Actor } from './actor.js';

export const IS_PUBLIC = 'despacho:public';
export const SESSION_OPTIONAL = 'despacho:session-optional';
export const ACCESS_RULE = 'despacho:access';

/** No session needed (login, public tracking, carrier token pages). */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/** A session is resolved when a token is sent (a bad one is still a 401); without one, no actor. */
export const SessionOptional = () => SetMetadata(SESSION_OPTIONAL, true);

/** The caller must pass this rule (area permission, admin, super admin). */
export const Requires = (rule: AccessRule) => SetMetadata(ACCESS_RULE, rule);

export const CurrentActor = createParamDecorator(
  (_: unknown, context: ExecutionContext): Actor => context.switchToHttp().getRequest().user,
);

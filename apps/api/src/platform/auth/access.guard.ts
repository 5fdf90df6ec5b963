import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { UnauthorizedError } from '../http/app-errors.js';
import { ACCESS_RULE, IS_PUBLIC } from './decorators.js';
import { type AccessRule, assertAccess } from './access-rule.js';
import { JwtStrategy } from './jwt.strategy.js';
import { extractToken } from './token-extractor.js';
import { VerifiedTokens } from './verified-tokens.js';

/**
 * Every route needs a valid session unless marked @Public(), then passes its @Requires rule. A token
 * verified before (VerifiedTokens) skips passport and its signature check; its caller is resolved
 * again all the same.
 */
@Injectable()
export class AccessGuard extends AuthGuard('jwt') implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly verified: VerifiedTokens,
    private readonly jwt: JwtStrategy,
  ) {
    super();
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    const request = context.switchToHttp().getRequest();
    const token = extractToken(request);
    const claims = token ? this.verified.get(token) : undefined;
    if (claims) request.user = await this.jwt.actorOf(claims);
    else await super.canActivate(context);
    const rule = this.reflector.getAllAndOverride<AccessRule>(ACCESS_RULE, targets);
    if (rule) assertAccess(request.user, rule);
    return true;
  }

  handleRequest<T>(error: unknown, user: T): T {
    if (error || !user) throw error instanceof UnauthorizedError ? error : new UnauthorizedError();
    return user;
  }
}

import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { Unauthenticated } from '../errors/domain-errors.js';
import { ACCESS_RULE, IS_PUBLIC, SESSION_OPTIONAL } from './decorators.js';
import { type AccessRule, assertAccess } from './access-rule.js';
import { JwtStrategy } from './jwt.strategy.js';
import { extractToken } from './token-extractor.js';
import { VerifiedTokens } from './verified-tokens.js';

interface RouteAccess {
  isPublic: boolean;
  sessionOptional: boolean;
  rule: AccessRule | undefined;
}

/**
 * Every route needs a valid session unless marked @Public() (or @SessionOptional() and sent without a
 * token), then passes its @Requires rule. A token
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

  /** Each route's @Public and @Requires (by handler, then controller class), read once instead of on every request. */
  private readonly routes = new WeakMap<object, WeakMap<object, RouteAccess>>();

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const { isPublic, sessionOptional, rule } = this.routeOf(context);
    if (isPublic) return true;
    const request = context.switchToHttp().getRequest();
    const token = extractToken(request);
    if (!token && sessionOptional) return true;
    const claims = token ? this.verified.get(token) : undefined;
    if (claims) request.user = await this.jwt.actorOf(claims);
    else await super.canActivate(context);
    if (rule) assertAccess(request.user, rule);
    return true;
  }

  private routeOf(context: ExecutionContext): RouteAccess {
    const handler = context.getHandler();
    const controller = context.getClass();
    let byClass = this.routes.get(handler);
    if (!byClass) this.routes.set(handler, (byClass = new WeakMap()));
    let route = byClass.get(controller);
    if (!route) {
      const targets = [handler, controller];
      route = {
        isPublic: this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets) ?? false,
        sessionOptional: this.reflector.getAllAndOverride<boolean>(SESSION_OPTIONAL, targets) ?? false,
        rule: this.reflector.getAllAndOverride<AccessRule>(ACCESS_RULE, targets),
      };
      byClass.set(controller, route);
    }
    return route;
  }

  handleRequest<T>(error: unknown, user: T): T {
    if (error || !user) throw error instanceof Unauthenticated ? error : new Unauthenticated();
    return user;
  }
}

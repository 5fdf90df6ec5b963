import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { UnauthorizedError } from '../http/app-errors.js';
import { ACCESS_RULE, IS_PUBLIC } from './decorators.js';
import { type AccessRule, assertAccess } from './access-rule.js';

/** Every route needs a valid session unless marked @Public(), then passes its @Requires rule. */
@Injectable()
export class AccessGuard extends AuthGuard('jwt') implements CanActivate {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    await super.canActivate(context);
    const rule = this.reflector.getAllAndOverride<AccessRule>(ACCESS_RULE, targets);
    if (rule) assertAccess(context.switchToHttp().getRequest().user, rule);
    return true;
  }

  handleRequest<T>(error: unknown, user: T): T {
    if (error || !user) throw error instanceof UnauthorizedError ? error : new UnauthorizedError();
    return user;
  }
}

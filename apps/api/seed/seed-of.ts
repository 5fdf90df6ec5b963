import type { INestApplicationContext, Type } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';

/**
 * A demo seed, built by Nest inside the module whose providers it uses: the seeds live outside
 * `src` (issue 33), so no module lists them, and the production build carries none.
 */
export function seedOf<T>(app: INestApplicationContext, module: Type, seed: Type<T>): Promise<T> {
  return app.select(module).get(ModuleRef, { strict: true }).create(seed);
}

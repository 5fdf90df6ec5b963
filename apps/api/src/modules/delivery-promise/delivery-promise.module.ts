import { Module } from '@nestjs/common';
import { LanePromises } from './lanes/lane-promises.js';

/**
 * Issue 32, the promise learned from real deliveries: the transit projection and the in-memory
 * LanePromises that quotes (p2) and the exceptions desk (p3) ask.
 */
@Module({
  providers: [LanePromises],
  exports: [LanePromises],
})
export class DeliveryPromiseModule {}

import { Module } from '@nestjs/common';

/** The scheduler that polls open shipments of connected carriers. */
@Module({})
export class TrackingPollingModule {}

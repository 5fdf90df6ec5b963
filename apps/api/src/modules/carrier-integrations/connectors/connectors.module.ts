import { Module } from '@nestjs/common';

/** The carrier connectors (one folder each) and their stubs. */
@Module({})
export class CarrierConnectorsModule {}

import { Module } from '@nestjs/common';

/** Carrier integrations (catalogue type 2): connect, test, link to carriers. */
@Module({})
export class CarrierConnectionsModule {}

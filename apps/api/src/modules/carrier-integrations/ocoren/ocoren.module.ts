import { Module } from '@nestjs/common';

/** PROCEDA OCOREN files: merchant upload, carrier token page, carrier systems' endpoint. */
@Module({})
export class OcorenModule {}

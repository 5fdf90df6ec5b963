import { Module } from '@nestjs/common';
import { UploadController } from './upload.controller.js';
import { UploadStore } from './upload-store.js';

/** POST /upload and the store behind it; modules that read uploaded files import this module. */
@Module({
  controllers: [UploadController],
  providers: [UploadStore],
  exports: [UploadStore],
})
export class UploadsModule {}

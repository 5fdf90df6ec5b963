import { Module } from '@nestjs/common';
import { DownloadController } from './download.controller.js';
import { UploadController } from './upload.controller.js';
import { UploadStore } from './upload-store.js';

/** POST /upload, GET /download and the store behind them; modules that read uploaded files import this module. */
@Module({
  controllers: [UploadController, DownloadController],
  providers: [UploadStore],
  exports: [UploadStore],
})
export class UploadsModule {}

import { Module } from '@nestjs/common';
import { CARRIER_CONNECTOR_LIST, CarrierConnectors } from './carrier-connectors.js';
import { CorreiosConnector } from './correios/correios.connector.js';
import { ediProcedaConnector } from './edi-proceda/edi-proceda.connector.js';
import { JadlogConnector } from './jadlog/jadlog.connector.js';
import { SswConnector } from './ssw/ssw.connector.js';

/** The carrier connectors (one folder each, one line in the list below) and their stubs. */
@Module({
  providers: [
    CarrierConnectors,
    // Adding a carrier: its folder under connectors/, and one entry here.
    {
      provide: CARRIER_CONNECTOR_LIST,
      useFactory: () => [
        new CorreiosConnector(), // 101 correios
        new JadlogConnector(), // 102 jadlog
        new SswConnector(), // 103 ssw
        ediProcedaConnector, // 104 edi-proceda (files only)
      ],
    },
  ],
  exports: [CarrierConnectors],
})
export class CarrierConnectorsModule {}

import { Injectable } from '@nestjs/common';
import { InvalidInput } from '../../../platform/errors/domain-errors.js';
import type { ChannelAdapter } from './channel-adapter.js';
import { MercadoLivreAdapter } from './mercadolivre.adapter.js';
import { NuvemshopAdapter } from './nuvemshop.adapter.js';
import { TrayAdapter } from './tray.adapter.js';

/** The adapter of each channel that has one, by channel id. */
@Injectable()
export class ChannelAdapters {
  private readonly byChannel: Map<number, ChannelAdapter>;

  constructor(nuvemshop: NuvemshopAdapter, tray: TrayAdapter, mercadoLivre: MercadoLivreAdapter) {
    this.byChannel = new Map<number, ChannelAdapter>([
      [nuvemshop.channelId, nuvemshop],
      [tray.channelId, tray],
      [mercadoLivre.channelId, mercadoLivre],
    ]);
  }

  of(channelId: number): ChannelAdapter {
    const adapter = this.byChannel.get(channelId);
    if (!adapter) throw new InvalidInput('Este canal ainda não pode ser integrado.');
    return adapter;
  }
}

import type { PostingParty } from '../../../carrier-integrations/index.js';
import { correiosDataMatrix, ownMatrix } from '../../adapters/render/correios-datamatrix.js';
import type { LabelData, LabelParty } from '../../adapters/render/label-data.js';
import type { LabelOrder, LabelPackage } from './label-order.js';

/** The Correios services the stub and most contracts use; another code prints as itself. */
const CORREIOS_SERVICES: Readonly<Record<string, string>> = {
  '03220': 'SEDEX',
  '03298': 'PAC',
  '04162': 'SEDEX',
  '04669': 'PAC',
};
export const DEFAULT_CORREIOS_SERVICE = '03220';

const labelParty = ({ name, phone, address }: PostingParty): LabelParty => ({
  name,
  lines: [
    `${address.street}, ${address.number}`,
    ...(address.complement ? [address.complement] : []),
    address.neighborhood,
  ],
  city: address.city,
  state: address.state,
  zip: address.zip,
  phone,
});

/** How the package is printed: with the carrier's code when it has one, else the order reference. */
export interface PrintedCarrier {
  tracking_number: string | null;
  /** Correios: the contract's card and service (the 2D code follows §1.7). */
  correios: { posting_card: string; service_code: string } | null;
}

export function labelDataOf(order: LabelOrder, pack: LabelPackage, printed: PrintedCarrier): LabelData {
  const tracking = printed.tracking_number ?? order.reference;
  const correios = printed.correios;
  return {
    carrier: pack.carrier.name,
    service: correios ? (CORREIOS_SERVICES[correios.service_code] ?? correios.service_code) : null,
    tracking_code: tracking,
    order_reference: order.reference,
    package: { n: pack.package_no, of: pack.package_of, weight_kg: pack.weight_kg },
    sender: labelParty(pack.sender),
    recipient: labelParty(order.recipient),
    invoice_key: order.invoice.key,
    invoice_number: order.invoice.number,
    matrix:
      correios && printed.tracking_number
        ? correiosDataMatrix({
            recipient: {
              zip: order.recipient.address.zip,
              number: order.recipient.address.number,
              phone: order.recipient.phone,
            },
            sender: { zip: pack.sender.address.zip, number: pack.sender.address.number },
            tracking_code: printed.tracking_number,
            additional_services: ['25'],
            posting_card: correios.posting_card,
            service_code: correios.service_code,
            declared_value: 0,
          })
        : ownMatrix(tracking, order.recipient.address.zip, order.invoice.key),
  };
}

/** A form's street address: what the CEP look-up fills, plus number and UF. */
export interface StreetAddressValues {
  zip: string;
  street1: string;
  number: string;
  street2: string;
  neighborhood: string;
  city: string;
  state: string;
}

/** Somebody's address in a form: who is there and how to reach them. */
export interface PartyAddressValues extends StreetAddressValues {
  name: string;
  federal_tax_id: string;
  phone: string;
}

import { useFormContext } from './FormContext';
import { fieldBinder } from './fieldBinder';
import { TextField } from './TextField';

/** An address as typed: every field a string, possibly empty. */
export interface AddressDraft {
  readonly city: string;
  readonly postCode: string;
  readonly streetName: string;
  readonly streetNumber: string;
  readonly flatNumber: string;
  /** A house visit's directions for the doctor (floor, entry code); other addresses have none. */
  readonly additionalInfo?: string;
}

/** An empty {@link AddressDraft}. */
export const EMPTY_ADDRESS: AddressDraft = {
  city: '',
  postCode: '',
  streetName: '',
  streetNumber: '',
  flatNumber: '',
};

/** An address as the forms send it: the flat number and the directions only when typed. */
export function addressValues(address: AddressDraft): Record<string, string> {
  const { flatNumber, additionalInfo, ...rest } = address;
  return {
    ...rest,
    ...(flatNumber.trim() ? { flatNumber } : {}),
    ...(additionalInfo?.trim() ? { additionalInfo } : {}),
  };
}

/** Props of {@link AddressFields}. */
export interface AddressFieldsProps {
  /** The path of the address in the form (`address`, `invoice`); field paths hang under it. */
  readonly path: string;
  readonly legend: string;
  readonly value: AddressDraft;
  readonly onChange: (value: AddressDraft) => void;
  /** Ask for directions too (a house visit: floor, entry code). */
  readonly withAdditionalInfo?: boolean;
}

/** City, post code, street, house and flat number in a fieldset. */
export function AddressFields({ path, legend, value, onChange, withAdditionalInfo }: AddressFieldsProps) {
  const { messages } = useFormContext();
  const bind = fieldBinder(undefined, value, onChange, path);
  return (
    <fieldset className="wb-fieldset">
      <legend className="wb-fieldset__legend">{legend}</legend>
      <div className="wb-grid">
        <TextField
          {...bind('city', messages.t('booking.address.city'))}
          autoComplete="address-level2"
          required
        />
        <TextField
          {...bind('postCode', messages.t('booking.address.postCode'))}
          autoComplete="postal-code"
          inputMode="numeric"
          required
        />
        <TextField
          {...bind('streetName', messages.t('booking.address.streetName'))}
          autoComplete="address-line1"
          required
        />
        <TextField {...bind('streetNumber', messages.t('booking.address.streetNumber'))} required />
        <TextField {...bind('flatNumber', messages.t('booking.address.flatNumber'))} />
        {withAdditionalInfo ? (
          <TextField
            {...bind('additionalInfo', messages.t('journey.address.additionalInfo'))}
            value={value.additionalInfo ?? ''}
          />
        ) : null}
      </div>
    </fieldset>
  );
}

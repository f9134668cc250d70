import { useState } from 'react';
import type { AreaCodes } from '@/shared/countries/use-area-codes';
import { sanitisePhone } from '@/shared/lib/phone';
import { Button } from '../button/Button';
import { TextField, type TextFieldProps } from '../field/TextField';
import { Picker } from '../picker/Picker';
import { areaCodeOptions } from '../picker/picker-filter';
import styles from './AreaPhoneField.module.css';

/** A picked area: the country list's state and the texts of the button, the sheet and the failed-list note. */
export interface AreaPicker {
  codes: AreaCodes;
  /** Accessible name of the area-code button; it carries the current code ("Area code +84"). */
  buttonLabel: string;
  /** Title (and list name) of the country sheet. */
  title: string;
  /** Option labels: "+84 Việt Nam" by default, or "Việt Nam +84" with the name first. */
  nameFirst?: boolean;
  /** Said under the field with a retry button when the country list could not be read; nothing when missing. */
  failed?: { message: string; retryLabel: string };
}

/** One area that cannot be changed: its dialling code with the plus sign, and an optional name for screen readers. */
export interface FixedArea {
  fixed: string;
  label?: string;
}

export interface AreaPhoneFieldProps extends Omit<TextFieldProps, 'kind' | 'country' | 'start'> {
  area: AreaPicker | FixedArea;
}

/**
 * A phone number with its area code in front (SPEC.md section 5 "Phone input length by country"). With a picker
 * the code is a button opening the country list (GET /api/user/countrycode/list) in a searchable sheet; the number
 * keeps digits only and is cut to the picked country's maximum, also when another country is picked. A fixed area
 * is only shown.
 */
export function AreaPhoneField({ area, value, onChange, ...field }: AreaPhoneFieldProps) {
  if ('fixed' in area) {
    const start = (
      <span className={styles.area}>
        {area.label ? <span className="visually-hidden">{area.label} </span> : null}
        {area.fixed}
      </span>
    );
    return <TextField {...field} kind="phone" value={value} onChange={onChange} start={start} />;
  }
  return <PickedAreaPhoneField {...field} area={area} value={value} onChange={onChange} />;
}

function PickedAreaPhoneField({ area, value, onChange, ...field }: Omit<AreaPhoneFieldProps, 'area'> & { area: AreaPicker }) {
  const [open, setOpen] = useState(false);
  const { codes, buttonLabel, title, nameFirst = false, failed } = area;
  const options = areaCodeOptions(codes.countries, nameFirst);
  return (
    <>
      <TextField
        {...field}
        kind="phone"
        country={codes.country}
        value={value}
        onChange={onChange}
        start={
          <button
            type="button"
            className={styles.area}
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-label={buttonLabel}
            disabled={codes.countries.length === 0}
            onClick={() => setOpen(true)}
          >
            {codes.areaCode}
          </button>
        }
      />
      {failed && codes.failed ? (
        <p className={styles.note}>
          <span>{failed.message}</span>
          <Button variant="ghost" size="sm" onClick={codes.retry}>
            {failed.retryLabel}
          </Button>
        </p>
      ) : null}
      <Picker
        open={open}
        title={title}
        options={options}
        value={codes.country}
        searchable
        onSelect={(next) => {
          codes.setCountry(next);
          onChange(sanitisePhone(value, next));
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

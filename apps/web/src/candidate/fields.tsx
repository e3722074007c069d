import {
  ATTACHMENT_ACCEPT,
  type CandidateField,
  clampCgpa,
  cnicInput,
  EARLIEST_BIRTH_DATE,
  fieldMax,
  LATEST_BIRTH_DATE,
} from '@app/domain';
import { useLingui } from '@lingui/react';
import { Input, InputBase, NativeSelect, TextInput } from '@mantine/core';
import { useId, useState } from 'react';
import { useLocaleFormat } from '../i18n/format';
import { useText } from '../i18n/language-switch';
import type { FieldSpec } from './labels';
import { composePhone, countryOptions, nationalDigits } from './phone';

type FieldProps = {
  field: CandidateField;
  spec: FieldSpec;
  value: string;
  onChange: (value: string) => void;
  required: boolean;
  /** Marked after a refused Next, when a required answer is missing. */
  invalid: boolean;
  hint?: string;
  /** The phone input's country (ISO code) and its setter. */
  country?: string;
  onCountry?: (code: string) => void;
};

/** The browser's own completion hints, so a phone fills the form from the candidate's card. */
const AUTOCOMPLETE: Partial<Record<CandidateField, string>> = {
  name: 'name',
  email: 'email',
  dob: 'bday',
  phone: 'tel-national',
  currentAddress: 'street-address',
};

/** One answer of the form, with the input its kind asks for. */
export function Field(props: FieldProps) {
  const { field, spec, value, onChange, required, invalid, hint } = props;
  const common = {
    name: field,
    label: spec.label,
    description: hint,
    required,
    error: invalid,
    autoComplete: AUTOCOMPLETE[field] ?? 'off',
  };
  switch (spec.kind) {
    case 'select':
      return (
        <NativeSelect
          {...common}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          data={[{ value: '', label: spec.placeholder }, ...spec.choices]}
        />
      );
    case 'radio':
      return (
        <RadioField
          field={field}
          label={spec.label}
          choices={spec.choices}
          value={value}
          onChange={onChange}
          required={required}
          invalid={invalid}
        />
      );
    case 'paragraph':
      return (
        <InputBase
          {...common}
          component="textarea"
          multiline
          rows={field === 'currentAddress' ? 2 : 3}
          maxLength={fieldMax(field)}
          value={value}
          onChange={(e: React.ChangeEvent<HTMLTextAreaElement>) => onChange(e.currentTarget.value)}
          classNames={{ input: 'cf-textarea' }}
        />
      );
    case 'phone':
      return <PhoneField {...props} />;
    default:
      return (
        <TextInput
          {...common}
          {...KIND_INPUT[spec.kind]}
          maxLength={spec.kind === 'cnic' ? 13 : fieldMax(field)}
          value={value}
          onChange={(e) => {
            const text = e.currentTarget.value;
            onChange(spec.kind === 'cnic' ? cnicInput(text) : text);
          }}
          onBlur={
            spec.kind === 'cgpa'
              ? (e) => {
                  const text = e.currentTarget.value.trim();
                  if (text && Number.isFinite(Number(text))) {
                    onChange(String(clampCgpa(Number(text))));
                  }
                }
              : undefined
          }
        />
      );
  }
}

const KIND_INPUT: Record<
  string,
  Pick<
    React.InputHTMLAttributes<HTMLInputElement>,
    'type' | 'inputMode' | 'min' | 'max' | 'step' | 'pattern' | 'spellCheck' | 'dir'
  >
> = {
  text: { type: 'text' },
  // Addresses and digits are written left to right in an Urdu page too.
  email: { type: 'email', inputMode: 'email', spellCheck: false, dir: 'ltr' },
  date: { type: 'date', min: EARLIEST_BIRTH_DATE, max: LATEST_BIRTH_DATE },
  cnic: { type: 'text', inputMode: 'numeric', pattern: '[0-9]*', spellCheck: false, dir: 'ltr' },
  cgpa: { type: 'number', inputMode: 'decimal', min: 0, max: 4, step: 0.01, dir: 'ltr' },
};

/** Yes/No and the genders: a row of native radio buttons, each a large target. */
function RadioField(props: {
  field: CandidateField;
  label: string;
  choices: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  required: boolean;
  invalid: boolean;
}) {
  const { field, label, choices, value, onChange, required, invalid } = props;
  return (
    <fieldset className="cf-radios" aria-invalid={invalid || undefined} data-invalid={invalid}>
      <legend className="cf-legend">
        {label}
        {required && (
          <span className="cf-asterisk" aria-hidden="true">
            {' *'}
          </span>
        )}
      </legend>
      <div className="cf-radio-row">
        {choices.map((choice) => (
          <label key={choice.value} className="cf-radio">
            <input
              type="radio"
              name={field}
              value={choice.value}
              checked={value === choice.value}
              required={required}
              onChange={() => onChange(choice.value)}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A country prefix and the number: the answer is kept as '+<calling code><digits>'. */
function PhoneField(props: FieldProps) {
  const { field, spec, value, onChange, required, invalid, hint, country = 'PK' } = props;
  const id = useId();
  const text = useText();
  const { i18n } = useLingui();
  // What was typed, as typed (a leading 0 included); the answer drops a trunk 0 when needed.
  const [typed, setTyped] = useState(() => nationalDigits(value, country));
  return (
    <Input.Wrapper label={spec.label} description={hint} required={required} id={id}>
      <div className="cf-phone">
        <NativeSelect
          aria-label={text('candidate.phone.countryOf', { field: spec.label.toLowerCase() })}
          className="cf-phone-country"
          value={country}
          autoComplete="off"
          onChange={(e) => {
            const code = e.currentTarget.value;
            props.onCountry?.(code);
            onChange(composePhone(code, typed));
          }}
          data={countryOptions(i18n.locale)}
        />
        <TextInput
          id={id}
          name={field}
          className="cf-phone-number"
          type="tel"
          inputMode="tel"
          autoComplete={field === 'phone' ? 'tel-national' : 'off'}
          required={required}
          error={invalid}
          aria-describedby={hint ? `${id}-description` : undefined}
          dir="ltr"
          maxLength={20}
          value={typed}
          onChange={(e) => {
            const digits = e.currentTarget.value.replace(/[^\d]/g, '');
            setTyped(digits);
            onChange(composePhone(country, digits));
          }}
        />
      </div>
    </Input.Wrapper>
  );
}

type FileFieldProps = {
  name: string;
  label: string;
  hint: string;
  required: boolean;
  invalid: boolean;
  file: File | null;
  /** A chosen file; the caller checks it and answers whether it was taken. */
  onChoose: (file: File) => boolean;
  onRemove: () => void;
};

/** A file: the native picker behind a button-like label, and the chosen file's name. */
export function FileField(props: FileFieldProps) {
  const { name, label, hint, required, invalid, file } = props;
  const id = useId();
  const text = useText();
  const format = useLocaleFormat();
  const size = (bytes: number) =>
    bytes < 1024
      ? text('candidate.file.bytes', { size: format.number(bytes, { useGrouping: false }) })
      : text('candidate.file.kilobytes', {
          size: format.number(Math.max(1, Math.round(bytes / 1024)), { useGrouping: false }),
        });
  return (
    <Input.Wrapper label={label} description={hint} required={required} id={id}>
      <div className="cf-file" data-invalid={invalid}>
        <input
          id={id}
          className="cf-file-input"
          type="file"
          name={name}
          accept={ATTACHMENT_ACCEPT}
          aria-describedby={`${id}-description`}
          aria-invalid={invalid || undefined}
          onChange={(e) => {
            const input = e.currentTarget;
            const chosen = input.files?.[0];
            // Cleared either way: the chosen file lives in the form's state, and choosing the
            // same name again must fire a change.
            if (chosen) {
              props.onChoose(chosen);
            }
            input.value = '';
          }}
        />
        <label htmlFor={id} className="cf-file-button" aria-hidden="true">
          {text(file ? 'candidate.file.change' : 'candidate.file.choose')}
        </label>
        {/* dir="auto": a Latin file name and its size read left to right in an Urdu page too. */}
        <span className="cf-file-name" dir="auto">
          {file ? `${file.name} (${size(file.size)})` : text('candidate.file.none')}
        </span>
        {file && (
          <button type="button" className="cf-link-button" onClick={props.onRemove}>
            {text('candidate.file.remove')}
            <span className="cf-visually-hidden"> {file.name}</span>
          </button>
        )}
      </div>
    </Input.Wrapper>
  );
}

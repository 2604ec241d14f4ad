import type { CSSProperties, Ref } from 'react';
import { INPUT_VARS } from './antd-component-vars';

/** antd's own classes for a part: the page's CSS file styles them (applicant-antd-styles.cjs), rtl where asked. */
export const antdClasses = (...names: Array<string | false | undefined>) => names.filter(Boolean).join(' ');

/** antd's Form.Item margin below a field (--ant-form-item-margin-bottom in FORM_VARS). */
const ITEM_MARGIN_PX = 24;

export interface ApplyFieldProps {
  /** The input's id and name; the label points at it and the error is announced from `${id}_help`. */
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The message the value breaks (already in the page's language), or null. */
  error: string | null;
  /** A line under the field (antd's Form.Item `extra`). */
  hint?: string;
  rtl: boolean;
  /** antd's style hash where it makes styles at run time (the shell's mount), '' on the applicant's own page. */
  hashId: string;
  inputRef?: Ref<HTMLInputElement>;
  inputMode?: 'numeric' | 'text';
  autoCapitalize?: string;
  spellCheck?: boolean;
  maxLength: number;
  dir?: 'ltr';
  inputStyle?: CSSProperties;
}

/**
 * One labelled text field of the apply form, drawn with antd's Form.Item and
 * Input classes but without their code: antd's Form, Input and their
 * validator were three chunks (about 180 KB to parse and run on the phone)
 * for one or two fields. The error sits under the field as antd's does and is
 * announced (role="alert"); the input says it is invalid and points at it.
 */
export function ApplyField(props: ApplyFieldProps) {
  const { id, label, value, onChange, error, hint, rtl, hashId, inputRef } = props;
  const helpId = `${id}_help`;
  const describedBy = [error ? helpId : null, hint ? `${id}_extra` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div
      className={antdClasses(
        'ant-form-item',
        hashId,
        'ant-form-css-var',
        error !== null && 'ant-form-item-with-help',
        error !== null && 'ant-form-item-has-error',
        'ant-form-item-vertical',
      )}
    >
      <div className={antdClasses('ant-row', rtl && 'ant-row-rtl', 'ant-form-item-row', hashId)}>
        <div className={antdClasses('ant-col', 'ant-form-item-label', rtl && 'ant-col-rtl', hashId)}>
          <label htmlFor={id} className="ant-form-item-required-mark-hidden" title={label}>
            {label}
          </label>
        </div>
        <div className={antdClasses('ant-col', 'ant-form-item-control', rtl && 'ant-col-rtl', hashId)}>
          <div className="ant-form-item-control-input">
            <div className="ant-form-item-control-input-content">
              <input
                ref={inputRef}
                id={id}
                name={id}
                type="text"
                autoComplete="off"
                inputMode={props.inputMode}
                autoCapitalize={props.autoCapitalize}
                spellCheck={props.spellCheck}
                maxLength={props.maxLength}
                dir={props.dir}
                style={{ ...INPUT_VARS, ...props.inputStyle }}
                value={value}
                onChange={(event) => onChange(event.target.value)}
                aria-invalid={error !== null || undefined}
                aria-describedby={describedBy}
                className={antdClasses(
                  'ant-input',
                  rtl && 'ant-input-rtl',
                  'ant-input-outlined',
                  error !== null && 'ant-input-status-error',
                  hashId,
                  'ant-input-css-var',
                )}
              />
            </div>
          </div>
          {(error !== null || hint) && (
            <div className="ant-form-item-additional">
              {error !== null && (
                // antd's Form.Item keeps its margin's height for the message and takes it back below (margin-offset).
                <div style={{ minHeight: ITEM_MARGIN_PX }}>
                  <div
                    id={helpId}
                    className={antdClasses('ant-form-item-explain', hashId, 'ant-form-css-var', 'ant-form-item-explain-connected')}
                  >
                    <div className="ant-form-item-explain-error" role="alert">
                      {error}
                    </div>
                  </div>
                </div>
              )}
              {hint && (
                <div id={`${id}_extra`} className="ant-form-item-extra">
                  {hint}
                </div>
              )}
            </div>
          )}
        </div>
      </div>
      {error !== null && <div className="ant-form-item-margin-offset" style={{ marginBottom: -ITEM_MARGIN_PX }} />}
    </div>
  );
}

import { Radio } from 'antd';
import { useId, type ReactNode } from 'react';

type Option<V extends string> = { value: V; label: ReactNode };

type Props<V extends string> = {
  title: string;
  hint?: string;
  value: V;
  options: Option<V>[];
  onChange: (value: V) => void;
};

/** One labelled radio group of the settings drawer; a change applies at once. */
export const SettingGroup = <V extends string>({ title, hint, value, options, onChange }: Props<V>) => {
  const labelId = useId();
  const hintId = useId();
  return (
    <section className="settings-group">
      <h3 id={labelId} className="settings-group-title">
        {title}
      </h3>
      {hint ? (
        <p id={hintId} className="settings-group-hint">
          {hint}
        </p>
      ) : null}
      <Radio.Group
        aria-labelledby={labelId}
        aria-describedby={hint ? hintId : undefined}
        optionType="button"
        buttonStyle="solid"
        block
        value={value}
        onChange={(event) => onChange(event.target.value as V)}
      >
        {options.map((option) => (
          <Radio.Button key={option.value} value={option.value}>
            {option.label}
          </Radio.Button>
        ))}
      </Radio.Group>
    </section>
  );
};

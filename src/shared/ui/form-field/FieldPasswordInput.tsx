import { useState } from 'react';
import { FieldInput, type FieldInputProps } from './FieldInput';
import { EyeIcon, EyeInvisibleIcon } from './icons';
import styles from './formField.module.css';

type Props = Omit<FieldInputProps, 'type'> & { id: string };

/**
 * Password field with a real show/hide button (reachable by Tab, toggled by Enter or Space), drawn as
 * the kit's other controls. The button's name is visually hidden text, not aria-label, so "Senha" names only the field.
 */
export const FieldPasswordInput = ({ id, ...rest }: Props) => {
  const [visible, setVisible] = useState(false);
  return (
    <div className={styles.affix}>
      <FieldInput {...rest} id={id} type={visible ? 'text' : 'password'} />
      <button
        type="button"
        className={styles.toggle}
        aria-pressed={visible}
        aria-controls={id}
        onClick={() => setVisible((shown) => !shown)}
      >
        {visible ? <EyeInvisibleIcon /> : <EyeIcon />}
        <span className="visually-hidden">Mostrar senha</span>
      </button>
    </div>
  );
};

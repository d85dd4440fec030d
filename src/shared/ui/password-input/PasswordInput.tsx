import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Input, type InputProps } from 'antd';
import { useState } from 'react';

type Props = Omit<InputProps, 'type' | 'suffix'> & { id: string };

/**
 * Password field with a real show/hide button (reachable by Tab, toggled by Enter or Space).
 * The button's name is visually hidden text, not aria-label, so "Senha" names only the field.
 */
export const PasswordInput = ({ id, ...rest }: Props) => {
  const [visible, setVisible] = useState(false);
  return (
    <Input
      {...rest}
      id={id}
      type={visible ? 'text' : 'password'}
      suffix={
        <Button
          type="text"
          size="small"
          aria-pressed={visible}
          aria-controls={id}
          icon={visible ? <EyeInvisibleOutlined aria-hidden /> : <EyeOutlined aria-hidden />}
          onClick={(event) => {
            // The input's wrapper moves focus to the field on any click; the toggle keeps it.
            event.stopPropagation();
            setVisible((shown) => !shown);
          }}
          style={{ marginInlineEnd: -4 }}
        >
          <span className="visually-hidden">Mostrar senha</span>
        </Button>
      }
    />
  );
};

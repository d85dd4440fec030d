import { MoonOutlined, ReloadOutlined, SunOutlined } from '@ant-design/icons';
import { Button, Drawer, Switch } from 'antd';
import { useId } from 'react';
import { selectSettings, settingChanged, settingsReset, useThemeMode, type SettingsState } from '@/entities/appearance';
import { useAppDispatch, useAppSelector } from '@/shared/model';
import { PresetPicker } from './PresetPicker';
import { SettingGroup } from './SettingGroup';
import './settings.css';

type Props = { open: boolean; onClose: () => void };

/** Appearance settings (spec §3): every change is dispatched at once; the settings slice persists and syncs it. */
export const SettingsDrawer = ({ open, onClose }: Props) => {
  const settings = useAppSelector(selectSettings);
  const themeMode = useThemeMode();
  const dispatch = useAppDispatch();
  const stretchId = useId();
  const change = <K extends keyof SettingsState>(key: K, value: Required<SettingsState>[K]) => dispatch(settingChanged({ key, value }));

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title="Configurações"
      placement={settings.themeDirection === 'rtl' ? 'left' : 'right'}
      size={360}
      closable={{ 'aria-label': 'Fechar configurações' }}
      footer={
        <Button block icon={<ReloadOutlined aria-hidden />} onClick={() => dispatch(settingsReset())}>
          Restaurar padrões
        </Button>
      }
    >
      <SettingGroup
        title="Modo"
        hint="Até você escolher, segue o modo claro ou escuro do aparelho."
        value={themeMode}
        onChange={(value) => change('themeMode', value)}
        options={[
          { value: 'light', label: <><SunOutlined aria-hidden /> Claro</> },
          { value: 'dark', label: <><MoonOutlined aria-hidden /> Escuro</> },
        ]}
      />
      <SettingGroup
        title="Contraste"
        value={settings.themeContrast}
        onChange={(value) => change('themeContrast', value)}
        options={[
          { value: 'default', label: 'Padrão' },
          { value: 'bold', label: 'Alto contraste' },
        ]}
      />
      <PresetPicker value={settings.themeColorPresets} onChange={(value) => change('themeColorPresets', value)} />
      <SettingGroup
        title="Layout"
        hint="Em telas pequenas o menu fica sempre no botão de menu."
        value={settings.themeLayout}
        onChange={(value) => change('themeLayout', value)}
        options={[
          { value: 'vertical', label: 'Vertical' },
          { value: 'mini', label: 'Mini' },
          { value: 'horizontal', label: 'Horizontal' },
        ]}
      />
      <SettingGroup
        title="Direção do texto"
        hint="RTL: da direita para a esquerda, como no árabe."
        value={settings.themeDirection}
        onChange={(value) => change('themeDirection', value)}
        options={[
          { value: 'ltr', label: 'LTR' },
          { value: 'rtl', label: 'RTL' },
        ]}
      />
      <section className="settings-group settings-stretch">
        <span>
          <label htmlFor={stretchId} className="settings-group-title">
            Largura total
          </label>
          <span className="settings-group-hint">
            Sem o limite de 1200 px para o conteúdo.
          </span>
        </span>
        <Switch id={stretchId} checked={settings.themeStretch} onChange={(checked) => change('themeStretch', checked)} />
      </section>
    </Drawer>
  );
};

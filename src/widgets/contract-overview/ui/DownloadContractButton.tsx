import { DownloadOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import { contractFileBaseName, useDownloadContractMutation, type Contract } from '@/entities/contract';
import { useToast } from '@/shared/ui/toast';

const FILE_NOT_FOUND_MESSAGE = 'Arquivo não encontrado';

type Props = Omit<ButtonProps, 'onClick' | 'loading' | 'icon'> & { contract: Pick<Contract, 'id' | 'code'>; label?: string };

/** Downloads one contract; each button owns its request, so only the pressed one shows loading. */
export const DownloadContractButton = ({ contract, label = 'Baixar', ...buttonProps }: Props) => {
  const [download, { isLoading }] = useDownloadContractMutation();
  const toast = useToast();

  const handleClick = async () => {
    const result = await download({ contractId: contract.id, fileBaseName: contractFileBaseName(contract.code) });
    // Spec §8: any download failure reads the same to the customer.
    if ('error' in result) toast(FILE_NOT_FOUND_MESSAGE, 'error');
  };

  return (
    <Button
      {...buttonProps}
      icon={<DownloadOutlined aria-hidden />}
      loading={isLoading}
      aria-label={`${label} contrato ${contract.code}`}
      onClick={() => void handleClick()}
    >
      {label}
    </Button>
  );
};

import { useEffect } from 'react';
import { noticeShown, selectSessionNotice } from '@/entities/session';
import { LOGOUT_FAILED_MESSAGE } from '@/features/logout';
import { useAppDispatch, useAppSelector } from '@/shared/model';
import { useToast } from '@/shared/ui/toast';

/** A logout whose call failed hands 'Não foi possível sair!' to the login (spec §8's 'Unable to logout!', in pt-BR: decisions §9): shown once as a toast. */
const SessionNoticeToast = () => {
  const notice = useAppSelector(selectSessionNotice);
  const dispatch = useAppDispatch();
  const toast = useToast();
  useEffect(() => {
    if (notice !== 'logoutFailed') return;
    toast(LOGOUT_FAILED_MESSAGE, 'error');
    dispatch(noticeShown());
  }, [dispatch, notice, toast]);
  return null;
};

export default SessionNoticeToast;

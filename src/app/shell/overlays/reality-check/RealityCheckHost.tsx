import { useNavigate } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import { RealityCheckDialog } from '@/shared/safer-gambling/components/RealityCheckDialog';
import { SessionTimer } from '@/shared/safer-gambling/components/SessionTimer';
import { useRealityCheck, useSecondTicker } from '@/shared/safer-gambling/hooks/use-reality-check';
import { logoutMember } from '@/shared/session/logout';

/** The member's reality check and session timer (safer gambling), composed by the shell while a member is logged in. */
export default function RealityCheckHost({ token }: { token: string }) {
  const navigate = useNavigate();
  const { session, due, answering, continueSession } = useRealityCheck(token);
  const now = useSecondTicker(Boolean(session?.showSessionTimer) || due !== null);
  return (
    <>
      {session?.showSessionTimer ? <SessionTimer startedAt={session.startedAt} now={now} /> : null}
      {due ? (
        <RealityCheckDialog
          session={due}
          now={now}
          busy={answering}
          onContinue={() => void continueSession()}
          onHistory={() => {
            void continueSession().then(() => navigate(PATHS.saferGamblingStatement));
          }}
          onLogOut={() => {
            void logoutMember().then(() => navigate(PATHS.home));
          }}
        />
      ) : null}
    </>
  );
}

import { useTranslation } from '../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { ReplayPlayer } from '../../features/learning/components/replay-player';
import { ReplaysBrowser } from '../../features/learning/components/replays-browser';
import { MenuIcon } from '../../features/navigation/components/menu-icon';
import { useActiveChannel } from '../../lib/auth/active-channel';

/** `/mes-replays`: the channel's replays (media center); `?id=` plays one. */
export default function ReplaysPage() {
  const { t } = useTranslation('learning');
  const { channel } = useActiveChannel();
  const [search] = useSearchParams();
  const id = search.get('id');
  if (id) {
    return (
      <ReplayPlayer
        key={id}
        id={id}
        backHref={paths.replays}
        eventHref={paths.event}
        courseHref={(courseId) => paths.course(courseId)}
      />
    );
  }
  return (
    <>
      <PageHeader title={t('replays.title')} description={t('replays.description')} />
      <ReplaysBrowser
        channel={channel}
        replayHref={paths.replay}
        eventHref={paths.event}
        emptyIcon={<MenuIcon name="mediacenter" />}
      />
    </>
  );
}

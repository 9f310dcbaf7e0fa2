import { PLAYBACK_RATES, type PlaybackRate } from '@campus/domain/learning';
import { useTranslation } from '../../../lib/use-translation';
import { useSavePlaybackRate } from '../api/save-playback-rate';

const rateLabel = (rate: number) => `x${String(rate).replace('.', ',')}`;

/** The member's playback speed, applied to the media at once and kept on the server for every lesson and replay. */
export function PlaybackRateSelect({
  value,
  mediaRef,
  onChange,
}: {
  value: number;
  mediaRef: React.RefObject<HTMLMediaElement | null>;
  onChange?: (rate: PlaybackRate) => void;
}) {
  const { t } = useTranslation('learning');
  const save = useSavePlaybackRate();
  return (
    <label className="flex items-center gap-2 text-sm text-ink-soft">
      {t('classroom.speed')}
      <select
        className="h-9 rounded-lg border border-line bg-surface px-2 text-ink"
        value={value}
        onChange={(event) => {
          const rate = Number(event.target.value) as PlaybackRate;
          if (mediaRef.current) mediaRef.current.playbackRate = rate;
          save.mutate(rate);
          onChange?.(rate);
        }}
      >
        {PLAYBACK_RATES.map((rate) => (
          <option key={rate} value={rate}>
            {rateLabel(rate)}
          </option>
        ))}
      </select>
    </label>
  );
}

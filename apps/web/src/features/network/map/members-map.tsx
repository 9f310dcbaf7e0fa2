import { departmentName, isOverseasDepartment, type MapCounts } from '@campus/domain/network';
import { geoConicConformal, geoMercator, geoPath } from 'd3-geo';
import type { FeatureCollection, Geometry } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { KeyboardEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { cn } from '../../../lib/cn';
import topology from './departments.topo.json';

const WIDTH = 600;
const METRO_HEIGHT = 560;
const INSET_SIZE = 104;
const INSET_GAP = 10;
const HEIGHT = METRO_HEIGHT + INSET_SIZE + 24;
/** The overseas departments drawn as insets under metropolitan France, in INSEE order. */
const OVERSEAS = ['971', '972', '973', '974', '976'];

interface ShapedDepartment {
  code: string;
  name: string;
  d: string;
  inset: { x: number; y: number } | null;
}

/** The department outlines projected once: metropolitan France (conic conformal), each overseas one in its box. */
function shapeDepartments(): ShapedDepartment[] {
  const topo = topology as unknown as Topology<{ departments: GeometryCollection<{ code: string }> }>;
  const collection = feature(topo, topo.objects.departments) as FeatureCollection<Geometry, { code: string }>;
  const metro = collection.features.filter((item) => !isOverseasDepartment(item.properties.code));
  const metroProjection = geoConicConformal()
    .parallels([44, 49])
    .rotate([-3, 0])
    .fitSize([WIDTH, METRO_HEIGHT], { type: 'FeatureCollection', features: metro });
  const metroPath = geoPath(metroProjection);
  const shaped: ShapedDepartment[] = metro.map((item) => ({
    code: item.properties.code,
    name: departmentName(item.properties.code) ?? item.properties.code,
    d: metroPath(item) ?? '',
    inset: null,
  }));
  const totalWidth = OVERSEAS.length * INSET_SIZE + (OVERSEAS.length - 1) * INSET_GAP;
  OVERSEAS.forEach((code, index) => {
    const item = collection.features.find((candidate) => candidate.properties.code === code);
    if (!item) return;
    const inset = { x: (WIDTH - totalWidth) / 2 + index * (INSET_SIZE + INSET_GAP), y: METRO_HEIGHT + 16 };
    const projection = geoMercator().fitExtent(
      [
        [inset.x + 8, inset.y + 8],
        [inset.x + INSET_SIZE - 8, inset.y + INSET_SIZE - 8],
      ],
      item,
    );
    shaped.push({ code, name: departmentName(code) ?? code, d: geoPath(projection)(item) ?? '', inset });
  });
  return shaped;
}

/** Five shades of the channel colour, from the fewest to the most members. */
export function shadeOf(count: number, max: number): number {
  if (count <= 0 || max <= 0) return 0;
  return Math.min(5, Math.max(1, Math.ceil((count / max) * 5)));
}
const OPACITIES = [0, 0.2, 0.38, 0.56, 0.76, 1];

/** Projected once, when the map page loads. */
const DEPARTMENTS = shapeDepartments();

interface MembersMapProps {
  counts: MapCounts;
  selected: string | null;
  onSelect: (code: string) => void;
}

/** The map of France by department, coloured by count; each department is a keyboard-usable button. */
export function MembersMap({ counts, selected, onSelect }: MembersMapProps) {
  const { t } = useTranslation('network');
  const countOf = new Map(counts.departments.map((item) => [item.code, item.count]));
  const max = Math.max(0, ...counts.departments.map((item) => item.count));
  const press = (code: string) => (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelect(code);
    }
  };
  return (
    <figure className="space-y-2">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="group"
        aria-label={t('map.mapLabel')}
        className="h-auto w-full text-accent"
      >
        {DEPARTMENTS.filter((item) => item.inset).map((item) => (
          <rect
            key={`inset-${item.code}`}
            x={item.inset?.x}
            y={item.inset?.y}
            width={INSET_SIZE}
            height={INSET_SIZE}
            rx={8}
            className="fill-canvas stroke-line"
          />
        ))}
        {DEPARTMENTS.map((item) => {
          const count = countOf.get(item.code) ?? 0;
          const shade = shadeOf(count, max);
          return (
            <path
              key={item.code}
              d={item.d}
              role="button"
              tabIndex={0}
              aria-pressed={selected === item.code}
              aria-label={t('map.departmentButton', { name: item.name, code: item.code, count })}
              onClick={() => onSelect(item.code)}
              onKeyDown={press(item.code)}
              fill={shade === 0 ? 'var(--color-line)' : 'currentColor'}
              fillOpacity={shade === 0 ? 1 : OPACITIES[shade]}
              className={cn(
                'cursor-pointer stroke-surface outline-none hover:opacity-80 focus-visible:stroke-ink',
                selected === item.code && 'stroke-ink',
              )}
              strokeWidth={selected === item.code ? 2 : 0.6}
            >
              <title>{t('map.departmentButton', { name: item.name, code: item.code, count })}</title>
            </path>
          );
        })}
        <text x={WIDTH / 2} y={METRO_HEIGHT + 10} textAnchor="middle" className="fill-ink-faint text-[11px]">
          {t('map.overseas')}
        </text>
      </svg>
      <figcaption className="flex flex-wrap items-center justify-between gap-2 text-xs text-ink-faint">
        <span className="flex items-center gap-1.5" aria-hidden="true">
          {t('map.legendFew')}
          {OPACITIES.slice(1).map((opacity) => (
            <span key={opacity} className="inline-block size-3 rounded-sm bg-accent" style={{ opacity }} />
          ))}
          {t('map.legendMany')}
        </span>
        <span>{t('map.attribution')}</span>
      </figcaption>
    </figure>
  );
}

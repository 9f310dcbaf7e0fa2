import type { ContentType } from '@campus/domain/learning';
import { AlignLeft, FileText, Headphones, Image, Link2, PlayCircle, Sheet, type LucideIcon } from 'lucide-react';

const ICONS: Record<ContentType, LucideIcon> = {
  video: PlayCircle,
  audio: Headphones,
  support: AlignLeft,
  pdf: FileText,
  excel: Sheet,
  image: Image,
  link: Link2,
};

/** The icon of a lesson's content type (spec 3.10). */
export function ContentTypeIcon({ type, className }: { type: ContentType; className?: string }) {
  const Icon = ICONS[type];
  return <Icon aria-hidden="true" className={className} />;
}

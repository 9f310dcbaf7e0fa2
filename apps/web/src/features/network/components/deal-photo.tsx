import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, type ImgHTMLAttributes } from 'react';
import { API_BASE, apiRequest } from '../../../lib/api-client';

/**
 * GET /api/deals/{id}/photos/{photoId} (the photo's `url`): served with the deal's rights, so fetched with the bearer
 * token an `img` cannot send (a draft's photos are its author's and the admins' only).
 */
export function useDealPhoto(url: string) {
  return useQuery({
    queryKey: ['deal-photo', url],
    queryFn: () =>
      apiRequest(url.startsWith(`${API_BASE}/`) ? url.slice(API_BASE.length) : url, {
        headers: { Accept: 'image/*' },
        answer: 'file',
      }),
    staleTime: 10 * 60 * 1000,
  });
}

type DealPhotoProps = { url: string; alt: string } & Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'>;

/** One of a deal's photos, shown from its fetched bytes (an object URL, released when the photo goes). */
export function DealPhoto({ url, alt, ...props }: DealPhotoProps) {
  const { data } = useDealPhoto(url);
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const element = image.current;
    if (!data || !element) return undefined;
    const objectUrl = URL.createObjectURL(data);
    element.src = objectUrl;
    return () => {
      element.removeAttribute('src');
      URL.revokeObjectURL(objectUrl);
    };
  }, [data]);
  return <img ref={image} alt={alt} aria-busy={!data} {...props} />;
}

import type { MeResponse } from '@campus/domain/account';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useNavigate } from 'react-router';
import { Avatar } from '../../../components/avatar';
import { Button } from '../../../components/button';
import { FileDropZone } from '../../../components/form/file-drop-zone';
import { toast } from '../../../components/toast';
import { paths } from '../../../config/paths';
import { isApiRequestError } from '../../../lib/api-client';
import { useRemovePicture } from '../api/remove-picture';
import { PICTURE_FIELD, useUploadPicture } from '../api/update-picture';
import { ProfileSection } from './profile-section';

const IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/gif';

/** The profile picture: shown, replaced by click or drop (10MB, images only), or removed. */
export function ProfilePictureCard({ user }: { user: MeResponse }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const upload = useUploadPicture(setProgress);
  const remove = useRemovePicture();

  const messagesOf = (error: unknown): string[] => {
    if (!isApiRequestError(error) || error.isNetworkError) return [t('profile.network')];
    return error.errors[PICTURE_FIELD] ?? [error.message];
  };
  const onFailure = (error: unknown) => {
    if (isApiRequestError(error) && error.status === 401) return void navigate(paths.logout);
    setErrors(messagesOf(error));
  };

  const onFile = (file: File) => {
    setErrors([]);
    setProgress(0);
    upload.mutate(file, {
      onSuccess: () => toast({ title: t('profile.picture.uploaded'), variant: 'success' }),
      onError: onFailure,
      onSettled: () => setProgress(null),
    });
  };

  const onRemove = () => {
    setErrors([]);
    remove.mutate(undefined, {
      onSuccess: () => toast({ title: t('profile.picture.removed'), variant: 'success' }),
      onError: () => toast({ title: t('profile.picture.removeError'), variant: 'error' }),
    });
  };

  return (
    <ProfileSection
      id="profile-picture"
      title={t('profile.picture.title')}
      description={t('profile.picture.description')}
    >
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        <div className="flex flex-col items-center gap-3 sm:w-32">
          <Avatar name={user.displayName ?? user.email} pictureUrl={user.pictureUrl} size="xl" />
          {user.pictureUrl ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={onRemove}
              isLoading={remove.isPending}
              disabled={progress !== null}
              icon={<Trash2 aria-hidden="true" className="size-4" />}
              className="text-danger hover:text-danger"
            >
              {t('profile.picture.remove')}
            </Button>
          ) : null}
        </div>
        <FileDropZone
          className="min-w-0 flex-1"
          label={t('profile.picture.dropLabel')}
          instructions={t('profile.picture.dropInstructions')}
          hint={t('profile.picture.dropHint')}
          accept={IMAGE_TYPES}
          wrongTypeMessage={t('profile.picture.wrongType')}
          progress={progress}
          progressLabel={t('profile.picture.uploading')}
          errors={errors}
          disabled={remove.isPending}
          onFile={onFile}
        />
      </div>
    </ProfileSection>
  );
}

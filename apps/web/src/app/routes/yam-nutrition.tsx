import { useTranslation } from '../../lib/use-translation';
import { PageHeader } from '../../components/page-header';
import { NutritionArea } from '../../features/learning/components/nutrition-area';
import { MenuIcon } from '../../features/navigation/components/menu-icon';

/** `/yam-nutrition`: the sport channel's nutrition area. */
export default function NutritionPage() {
  const { t } = useTranslation('learning');
  return (
    <>
      <PageHeader title={t('nutrition.title')} description={t('nutrition.description')} />
      <NutritionArea emptyIcon={<MenuIcon name="yam" />} />
    </>
  );
}

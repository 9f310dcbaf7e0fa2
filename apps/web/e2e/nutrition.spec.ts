import { expect, test } from '@playwright/test';
import { signIn } from './support';

test('sport@ lands on nutrition and browses programmes, recipes and sport sessions', async ({ page }) => {
  await signIn(page, 'sport@campus.test');
  await expect(page).toHaveURL(/\/yam-nutrition$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nutrition' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Programme remise en forme : 4 semaines' })).toBeVisible();
  await expect(page.getByText('4 semaines', { exact: true })).toBeVisible();

  // The kinds are tabs (issue 34).
  const kinds = page.getByRole('tablist', { name: 'Contenus nutrition' });
  await kinds.getByRole('tab', { name: 'Recettes' }).click();
  const recipe = page.getByRole('listitem').filter({ hasText: 'Bowl protéiné quinoa, poulet et avocat' });
  await expect(recipe.getByText('620 kcal')).toBeVisible();
  await recipe.getByText('Voir le détail').click();
  await expect(recipe.getByText('80 g de quinoa')).toBeVisible();

  await kinds.getByRole('tab', { name: 'Séances de sport' }).click();
  await expect(page.getByRole('heading', { name: 'Fractionné 30/30 sur piste' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Bowl protéiné quinoa, poulet et avocat' })).toHaveCount(0);
});

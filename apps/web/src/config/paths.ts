import { appPaths } from '@campus/domain/navigation';

/** The app's URLs (written once in the domain, spec 2.1) and the site's outside links, for the router and the pages. */
export const paths = {
  ...appPaths,
  contactEmail: 'mailto:contact@campus-formation.fr',
  social: {
    facebook: 'https://www.facebook.com/campusformation',
    instagram: 'https://www.instagram.com/campusformation',
    linkedin: 'https://www.linkedin.com/company/campus-formation',
  },
} as const;

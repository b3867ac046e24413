// Every public page of the marketing remote as the host renders it (inside its router), so
// designers can review each one on its own. The case-study pages read the database: their
// stories show each state of their views instead (case-studies/components).
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { pageAt, RoutedPage, showsPageHeading } from '../../../../../../.storybook/routed-page.tsx';
import AboutUsPage from '../../about/components/about-us-page.tsx';
import BlogPage from '../../blog/components/blog-page.tsx';
import ContactPage from '../../contact/components/contact-page.tsx';
import FaqPage from '../../faq/components/faq-page.tsx';
import HomePage from '../../home/components/home-page.tsx';
import PrivacyPolicyPage from '../../legal/components/privacy-policy-page.tsx';
import TermsOfServicePage from '../../legal/components/terms-of-service-page.tsx';
import PricingPage from '../../pricing/components/pricing-page.tsx';
import ResourcesPage from '../../resources/components/resources-page.tsx';
import RealEstatePage from '../../solutions/components/real-estate-page.tsx';
import SolutionsPage from '../../solutions/components/solutions-page.tsx';

const meta = {
  title: 'Marketing/Pages',
  component: RoutedPage,
  play: showsPageHeading,
} satisfies Meta<typeof RoutedPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (page: ComponentType, url: string, path?: string): Story => pageAt(page, url, path);

export const Home = at(HomePage, '/');
export const RealEstateSolution = at(RealEstatePage, '/solutions/real-estate');
export const Solutions = at(SolutionsPage, '/solutions');
export const Faq = at(FaqPage, '/faq');
export const Pricing = at(PricingPage, '/pricing');
export const Contact = at(ContactPage, '/contact-us');
export const PrivacyPolicy = at(PrivacyPolicyPage, '/privacy-policy');
export const TermsOfService = at(TermsOfServicePage, '/terms-of-service');
export const Blog = at(BlogPage, '/blog');
export const AboutUs = at(AboutUsPage, '/about-us');
export const ResourceCenter = at(ResourcesPage, '/resources');

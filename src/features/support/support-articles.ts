/**
 * The help articles the contact form suggests for each category (seed 3 §2 "suggested articles"), short
 * answers to the questions the support desk hears most, so a visitor may not need to send a query at all.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { SupportCategory } from '../../../domain/support/enums';

export interface SupportArticle {
  title: MessageDescriptor;
  body: MessageDescriptor;
}

export const SUPPORT_ARTICLES: Record<SupportCategory, SupportArticle[]> = {
  MEMBERSHIP: [
    {
      title: msg`Renewing or joining a club`,
      body: msg`Open Clubs, choose your club and its membership package, and pay online. A renewal shows as pending until the club confirms it.`,
    },
  ],
  PAYMENTS: [
    {
      title: msg`A payment or a refund`,
      body: msg`Card payments appear on your statement as Páirc. Refunds are made by your club to the card you paid with and take 5 to 10 working days.`,
    },
  ],
  REGISTRATION: [
    {
      title: msg`Signing in and passwords`,
      body: msg`Use “Forgot password” on the sign-in page to get a reset link by e-mail. Check your spam folder if it does not arrive within a few minutes.`,
    },
  ],
  VETTING: [
    {
      title: msg`Where is my vetting application?`,
      body: msg`Your club’s children’s officer reviews your application first; its status is on the Vetting page.`,
    },
  ],
  INJURY_FUND: [
    {
      title: msg`Making an injury claim`,
      body: msg`Notify the injury within 60 days through Player injury; your club secretary then submits the claim.`,
    },
  ],
  TRANSFERS: [
    {
      title: msg`How a transfer is approved`,
      body: msg`A transfer goes to the leaving club, then the joining club, then the county or province. Each step is shown on the application.`,
    },
  ],
  COMPETITIONS: [
    {
      title: msg`Fixtures and results`,
      body: msg`Fixtures and results are entered by the competition’s administrator and the referee; ask your club’s fixtures secretary about a change.`,
    },
  ],
  TECHNICAL_PROBLEM: [
    {
      title: msg`Páirc works offline`,
      body: msg`Changes made without a signal are kept on your device and sent when you are back online. The sync indicator shows what is still waiting.`,
    },
  ],
  SAFEGUARDING: [
    {
      title: msg`Raising a concern about a child`,
      body: msg`Your club’s children’s officer and Designated Liaison Person are named on the club’s page. Concerns may also go straight to Tusla or the Gateway Service.`,
    },
  ],
  OTHER: [
    {
      title: msg`Your club can help first`,
      body: msg`Most questions about teams, training and membership are best answered by your club’s secretary, whose e-mail is on the club’s page.`,
    },
  ],
};

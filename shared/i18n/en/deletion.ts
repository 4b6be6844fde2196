/** Text of the account-deletion request page (spec §2, §8: two sentences verbatim). */
export const deletion = {
  title: 'Account deletion request',
  description:
    'Ask Durak to close your account and delete its personal data. We answer every request within 30 days, as Law No. 6698 (KVKK) requires.',
  lead: 'Ask us to close your Durak account and delete its personal data. Use the email address of your account so we can find it.',
  formLabel: 'Deletion request form',
  requiredNote: 'All fields are required.',
  fields: {
    email: 'Email address of your account',
    firstName: 'First name',
    lastName: 'Last name',
    reason: 'Reason for deletion',
    reasonHint: 'A sentence or two is enough — it helps us improve Durak.',
  },
  backToHome: 'Back to home',
  submit: 'Send request',
  sending: 'Sending…',
  missingFields: 'Please fill in all fields.',
  fixFields: 'Please correct the highlighted fields.',
  success: 'Your account deletion request has been received. We will contact you as soon as possible.',
  reference: 'Your reference number is {{reference}}. We have also sent it to you by email.',
  confirm: {
    title: 'Confirm your request',
    lead: 'You opened the link we emailed you. Confirm that you asked us to delete the Durak account of this address.',
    submit: 'Yes, I asked for this',
    sending: 'Confirming…',
    failed: 'That did not work. Please try again.',
    done: 'Thank you. Your request {{reference}} is confirmed; we answer it within 30 days.',
    already: 'Your request {{reference}} was already confirmed. We answer it within 30 days.',
  },
  next: {
    title: 'What happens next',
    steps: {
      verify: 'We check that the request comes from the owner of the account, by writing to its email address.',
      delete: 'We close the account and delete or anonymise its personal data within {{days}} days.',
      keep: 'Records the law obliges us to keep, such as invoices, are locked and deleted when their legal period ends.',
    },
    privacy: 'How we handle your data is explained in our [Privacy Policy](/privacy-policy).',
    help: 'Questions? Write to [{{email}}](mailto:{{email}}).',
  },
} as const

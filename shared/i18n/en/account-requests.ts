/** The dashboard's problem reports, KVKK requests and driver verification, and their mails (issue 14). */
export const accountRequests = {
  errors: {
    rideNotYours: 'We could not find that ride among your rides.',
    reportNotFound: 'We could not find that problem report.',
    weekOnlyForStatement: 'A statement week goes only with a "missing from statement" report.',
    statementOnlyForDrivers: 'Only drivers can report a ride missing from their weekly statement.',
    driverSuspended: 'You cannot go online: your {{document}} expired on {{date}}. Renew it and send it to us to take rides again.',
    driverNotVerified: 'You cannot go online until your documents are verified.',
    requestOpen: 'You already have an open request ({{reference}}). We will answer it within 30 days.',
    alreadyClosed: 'This request has already been answered.',
  },
  categories: {
    overcharging: 'Overcharging',
    long_route: 'Long route',
    refusal: 'Refused to take me',
    rudeness: 'Rudeness',
    driving: 'Dangerous driving',
    lost_item: 'Lost item',
    other: 'Other',
    missing_from_statement: 'Ride missing from my weekly statement',
  },
  statuses: { OPEN: 'Open', ANSWERED: 'Answered', CLOSED: 'Closed' },
  documents: {
    DRIVING_LICENCE: 'driving licence',
    DRIVER_PERMIT: 'taxi driver’s permit',
    VEHICLE_REGISTRATION: 'vehicle registration',
    INSPECTION: 'vehicle inspection',
    INSURANCE: 'insurance',
  },
  mail: {
    signature: 'The Durak team',
    greeting: 'Hello {{name}},',
    received: {
      subject: 'We received your request {{reference}}',
      intro: 'We received your request to delete your Durak account. Your reference number is {{reference}}.',
      deadline: 'Under the Personal Data Protection Law (KVKK, Law No. 6698) we answer within 30 days, by {{date}}, free of charge.',
      keep: 'Please quote this reference if you write to us about it.',
    },
    completed: {
      subject: 'Your request {{reference}} is complete',
      intro: 'As you asked, we deleted the personal data of your Durak account (name, email, phone, saved places and sign-in details).',
      kept: 'The law requires us to keep ride and payment records; they remain without your name or contact details.',
    },
    rejected: {
      subject: 'Your request {{reference}} was answered',
      intro: 'We could not carry out your request, for this reason:',
      contact: 'You can reply to this email or apply to the Personal Data Protection Authority (KVKK).',
    },
    problemAnswered: {
      subject: 'Our answer to your problem report {{reference}}',
      intro: 'We looked into the problem you reported ({{category}}). Our answer:',
      dashboard: 'You can also read it on your dashboard.',
    },
  },
}

/** The privacy policy (its own module so the terms page does not ship it). Format: see legal.ts. */
export const privacy = {
  title: 'Privacy Policy',
  intro:
    'This policy explains which personal data {{company}} (“Durak”, “we”) processes when you use our website and mobile apps, why and on what legal basis, who receives it, how long we keep it and which rights you have. It is our information notice under Article 10 of the Personal Data Protection Law No. 6698 (“KVKK” or “the Law”).',
  sections: [
    {
      id: 'data-controller',
      title: '1. Data controller',
      body: [
        'The data controller within the meaning of Law No. 6698 is **{{company}}**, {{address}}, Türkiye.',
        'You can reach us about anything in this policy at [{{email}}](mailto:{{email}}) or on {{phone}}, 24 hours a day, 7 days a week.',
      ],
    },
    {
      id: 'data-we-process',
      title: '2. Personal data we process',
      body: [
        'We process only the data we need to run the service:',
        {
          items: [
            '**Identity:** first name and last name; for drivers also the national identity number and date of birth.',
            '**Contact:** email address, mobile phone number and the city you choose.',
            '**Customer transactions:** rides (pickup and destination addresses, date, distance, duration, fare, status), ratings, membership type and payments, cashback points, saved favourite locations, support requests and account-deletion requests.',
            '**Location:** the position of your device while you call a taxi or ride, and the position of drivers while they are online. The website itself does not read your location.',
            '**Financial:** payment method and amounts. Card numbers are entered on the pages of our licensed payment institution; we never see or store full card numbers.',
            '**Drivers only:** driving licence and its number, taxi operating permit, vehicle brand, model, year, plate and colour, and verification documents.',
            '**Transaction security:** IP address, date and time of sign-in, device and browser information, session records and logs of failed sign-in attempts.',
          ],
        },
        'We do not ask for sensitive (special category) personal data as defined in Article 6 of the Law. Please do not send us health or similar data in support messages unless it is necessary to handle an incident.',
      ],
    },
    {
      id: 'collection-method',
      title: '3. How we collect it',
      body: [
        'We collect personal data partly or wholly by automated means, electronically, through:',
        {
          items: [
            'the forms on our website (passenger registration, sign-in, account-deletion request) and in our mobile apps;',
            'the location services of your device while you use the mobile app, only after you allow them;',
            'our support channels: email, phone, the messaging-app chat and the support form;',
            'our servers, which record security logs when you use the website or apps;',
            'the driver or passenger you travel with, when they rate a ride or report an incident;',
            'our payment institution, which tells us whether a payment succeeded.',
          ],
        },
      ],
    },
    {
      id: 'purposes',
      title: '4. Why we process it',
      body: [
        'We process personal data for these purposes:',
        {
          items: [
            'creating and managing your account and signing you in securely;',
            'matching passengers with nearby drivers, showing the estimated price and completing the ride;',
            'taking payments, issuing receipts and invoices, and handling refunds and cancellation fees;',
            'running memberships, promotions and the cashback point system;',
            'verifying the identity, licence and vehicle of drivers, and keeping rides safe with GPS tracking and instant notifications;',
            'answering support requests, complaints and requests under the Law;',
            'preventing fraud and misuse and protecting the security of our systems;',
            'meeting our legal obligations, including tax and commercial record keeping and requests of authorised public bodies;',
            'improving our service with statistics that do not identify you.',
          ],
        },
      ],
    },
    {
      id: 'legal-bases',
      title: '5. Legal bases',
      body: [
        'We rely on the conditions of Article 5(2) of the Law:',
        {
          items: [
            '**Performance of a contract (Art. 5(2)(c)):** your account, rides, payments and memberships, because we cannot provide them without your data.',
            '**Legal obligation (Art. 5(2)(ç)) and express provision of law (Art. 5(2)(a)):** invoices and records we must keep under tax and commercial law, and logs required by Law No. 5651.',
            '**Establishment, exercise or protection of a right (Art. 5(2)(e)):** keeping records of rides, payments and incidents in case of a dispute.',
            '**Legitimate interest (Art. 5(2)(f)):** security logs, fraud prevention and service statistics, provided your fundamental rights and freedoms are not harmed.',
          ],
        },
        'We ask for your **explicit consent** (Art. 5(1)) only where no other basis applies, for example for marketing messages. You can withdraw consent at any time; this does not affect processing done before.',
      ],
    },
    {
      id: 'recipients',
      title: '6. Who receives your data',
      body: [
        'We share personal data only as far as the purpose requires, under Articles 8 and 9 of the Law:',
        {
          items: [
            '**The other party of your ride:** a driver sees the passenger’s first name, pickup and destination; a passenger sees the driver’s first name, photo, rating, vehicle and plate.',
            '**Our payment institution** licensed under Law No. 6493, to take card and mobile payments.',
            '**Service providers** that host our servers, send email and text messages or provide support tools, bound by contract to use the data only on our instructions and to keep it secure.',
            '**Professional advisers** such as lawyers and auditors, bound by confidentiality.',
            '**Authorised public institutions**, courts and law-enforcement authorities, when the law requires it.',
          ],
        },
        'We keep our databases in Türkiye. If a service provider processes data abroad, we transfer it only under the conditions of Article 9 of the Law (an adequacy decision, appropriate safeguards such as standard contractual clauses notified to the Personal Data Protection Authority, or one of the exceptions the Law allows). We do not sell personal data.',
      ],
    },
    {
      id: 'retention-security',
      title: '7. How long we keep it and how we protect it',
      body: [
        'We keep personal data only as long as the purpose requires or the law obliges us. Account data is kept while your account is open. Ride, payment and invoice records are kept for 10 years as tax and commercial law require, and access logs for the period set by Law No. 5651. When the period ends we delete, destroy or anonymise the data under the Regulation on the Deletion, Destruction or Anonymisation of Personal Data.',
        'We protect data with technical and administrative measures: encrypted connections (HTTPS), passwords stored only as Argon2id hashes, HttpOnly session cookies, limits on repeated sign-in attempts, role-based access for our staff, confidentiality undertakings and regular reviews. If your data is obtained by others unlawfully, we will inform you and the Personal Data Protection Board as soon as possible, and within 72 hours of learning of it.',
      ],
    },
    {
      id: 'cookies',
      title: '8. Cookies',
      body: [
        'Our website sets only the cookies below. We use **no analytics, advertising or tracking cookies** and no third-party cookies, so we do not ask for cookie consent.',
        {
          table: {
            caption: 'Cookies set by durak.com.tr',
            head: ['Name', 'Purpose', 'Type', 'Duration'],
            rows: [
              [
                'durak.session_token',
                'Keeps you signed in after you sign in. HttpOnly, so page scripts cannot read it; on HTTPS it is sent only over secure connections (its name then starts with __Secure-).',
                'Strictly necessary',
                '14 days, or until you sign out',
              ],
              [
                'lang',
                'Remembers the language you chose with the TR | EN switch. Set only when you use the switch.',
                'Functional (at your request)',
                '1 year',
              ],
            ],
          },
        },
        'To avoid a reload loop after we publish a new version, the site may also keep one technical note (durak:chunk-reload) in your browser’s session storage; it holds no personal data and is deleted when you close the tab. You can delete cookies in your browser settings at any time; if you delete the session cookie you will be signed out.',
      ],
    },
    {
      id: 'children',
      title: '9. Children',
      body: [
        'Durak is not directed at children under {{minAge}}, and we do not knowingly collect personal data of children under {{minAge}}. Users aged {{minAge}} to 17 may use Durak only with the consent of a parent or legal guardian.',
        'If you believe a child under {{minAge}} has given us personal data, write to [{{email}}](mailto:{{email}}); we will delete the data and close the account.',
      ],
    },
    {
      id: 'your-rights',
      title: '10. Your rights under Article 11',
      body: [
        'Under Article 11 of Law No. 6698 you have the right to:',
        {
          items: [
            'learn whether your personal data is processed;',
            'request information about the processing if it is;',
            'learn the purpose of the processing and whether the data is used for that purpose;',
            'know the third parties in Türkiye or abroad to whom your data is transferred;',
            'request the correction of incomplete or inaccurate data;',
            'request the deletion or destruction of your data under the conditions of Article 7;',
            'request that the third parties who received your data are told of a correction, deletion or destruction;',
            'object to a result against you that arises from analysis of your data exclusively by automated systems;',
            'claim compensation if you suffer damage because your data was processed unlawfully.',
          ],
        },
      ],
    },
    {
      id: 'how-to-apply',
      title: '11. How to apply',
      body: [
        'Send your request in writing to {{company}}, {{address}}; through registered electronic mail (KEP), with a secure electronic or mobile signature; or by email to [{{email}}](mailto:{{email}}) from the address registered with your Durak account, as the Communiqué on the Procedures and Principles of Application to the Data Controller allows. Please include your name and surname, your Turkish identity number (or nationality and passport number), your address, your email or phone number and what you are asking for.',
        'To close your account and have its data deleted, you can also use our [account-deletion request form](/hesap-silme-talebi).',
        'We answer free of charge as soon as possible and at the latest within **{{days}} days**. If handling the request has an extra cost, we may charge only the fee set by the Personal Data Protection Board. If we reject your request, our answer is unsatisfactory or we do not answer in time, you may complain to the Personal Data Protection Board within 30 days of our answer, and in any case within 60 days of your application (Article 14).',
      ],
    },
    {
      id: 'changes-contact',
      title: '12. Changes to this policy',
      body: [
        'We may update this policy when our service or the law changes. The date at the top shows the latest version; if a change is significant, we will also tell you by email or in the app before it takes effect.',
        'Questions, comments and complaints about privacy are welcome at [{{email}}](mailto:{{email}}) or on {{phone}}.',
      ],
    },
  ],
} as const

/** The terms of service (its own module so the privacy page does not ship it). Format: see legal.ts. */
export const terms = {
  title: 'Terms of Service',
  intro:
    'These terms govern your use of the Durak website and mobile apps that {{company}} provides. Please read them carefully: by creating an account or booking a ride you accept them. Our [Privacy Policy](/privacy-policy) explains how we handle your personal data.',
  sections: [
    {
      id: 'parties-acceptance',
      title: '1. Parties and acceptance',
      body: [
        'These terms are an agreement between you and **{{company}}**, {{address}} (“Durak”, “we”). They apply to passengers, drivers and visitors of our website and apps.',
        'By registering, signing in or booking a ride you confirm that you have read and accepted these terms. If you do not accept them, please do not use Durak.',
      ],
    },
    {
      id: 'definitions',
      title: '2. Definitions',
      body: [
        {
          items: [
            '**Platform:** the Durak website, mobile apps and related services.',
            '**Passenger:** a person who uses the Platform to call a taxi.',
            '**Driver:** a licensed taxi driver whose identity, licence and vehicle we have verified and who takes rides through the Platform.',
            '**Ride:** a journey requested by a passenger and accepted by a driver through the Platform.',
            '**Assignment:** the moment a driver accepts your request and you see the driver’s details in the app.',
          ],
        },
      ],
    },
    {
      id: 'the-service',
      title: '3. The service',
      body: [
        'Durak is a technology platform that connects passengers with licensed taxi drivers in {{cityCount}} major cities of Türkiye. You can find nearby taxis, enter your destination, see an estimated price, call a taxi, follow the ride, pay and rate your driver.',
        'Calling taxis happens in the mobile app; the website offers information, sign-in, passenger registration and read-only dashboards. The transport itself is carried out by the driver under the rules of the municipality that licenses the taxi.',
      ],
    },
    {
      id: 'accounts',
      title: '4. Eligibility and your account',
      body: [
        'You must be at least {{minAge}} years old to use Durak. If you are between {{minAge}} and 17, you may use Durak only with the consent of your parent or legal guardian, who is responsible for your use.',
        'Give true and current information, keep your password secret and tell us at once if you think someone else has used your account. An account is personal and may not be transferred. You are responsible for actions taken through your account unless they result from our fault.',
      ],
    },
    {
      id: 'drivers',
      title: '5. Drivers',
      body: [
        'Drivers register only in the Durak mobile app. Before a driver can take rides we verify their identity, driving licence, taxi operating permit and vehicle. Drivers must keep these documents valid, keep their vehicle clean and roadworthy, follow traffic law and the taxi rules of their municipality, and charge only the fares shown by the Platform.',
        'Drivers who complete 5 years of active service on the Platform qualify for the free car campaign (a Fiat Egea), under the campaign conditions published in the app.',
      ],
    },
    {
      id: 'booking',
      title: '6. Booking a ride',
      body: [
        'To book, set your pickup location, enter your destination and check the estimated price, then call the taxi. When a driver accepts, you see the driver’s name, rating, vehicle and plate and can follow the driver on the map.',
        'Please be at the pickup point on time and check that the plate matches before you get in. The estimated price is based on distance, expected duration and the tariff of the city; the final fare may differ if the route, waiting time or destination changes during the ride.',
      ],
    },
    {
      id: 'fares-payment',
      title: '7. Fares and payment',
      body: [
        'You can pay by **cash, credit card or mobile payment**. Card and mobile payments are processed by our licensed payment institution; we do not store full card numbers.',
        'Fares follow the taxi tariff of the city where the ride takes place, plus any bridge, motorway or tunnel tolls on your route. The fare and its details appear in the app at the end of the ride and a receipt is sent to you. Amounts are shown in Turkish lira.',
      ],
    },
    {
      id: 'cancellation',
      title: '8. Cancellation',
      body: [
        '**Cancellation is free before a driver is assigned and for the first {{minutes}} minutes after assignment.** If you cancel later, a cancellation fee applies to cover the driver’s time and travel; the app shows the amount before you confirm the cancellation.',
        'No fee is charged if the driver cancels, if the driver is clearly late compared with the arrival time shown, or if the vehicle or plate does not match the one shown in the app. If you believe a fee was charged wrongly, contact support and we will review it.',
      ],
    },
    {
      id: 'memberships-points',
      title: '9. Memberships, promotions and points',
      body: [
        'Every passenger starts with a free membership. A Premium membership adds benefits such as priority taxi service, premium support, exclusive discounts and airport priority; its price and period are shown before you pay.',
        'You earn cashback points in proportion to what you spend on rides and can use them for rides as described in the app. Points have no cash value, cannot be transferred and may expire as stated in the app. Campaigns such as 1 year of free taxi service for early registrants follow the conditions published with them. We may end or change a campaign for the future, without affecting benefits already earned.',
      ],
    },
    {
      id: 'conduct',
      title: '10. Rules of conduct',
      body: [
        'When you use Durak you agree not to:',
        {
          items: [
            'harass, threaten or discriminate against drivers, passengers or our staff;',
            'damage a vehicle, smoke in it or carry illegal or dangerous goods;',
            'create false bookings, fake accounts or misleading ratings;',
            'misuse promotions or points, or try to get around payments;',
            'interfere with the Platform, for example by scraping, overloading or trying to break its security.',
          ],
        },
      ],
    },
    {
      id: 'safety-ratings',
      title: '11. Safety and ratings',
      body: [
        'Drivers are verified, rides are tracked by GPS and you receive instant notifications about your ride. After each ride passengers and drivers can rate each other; repeated low ratings or complaints may lead us to review or suspend an account.',
        'Report any safety incident to us at once on our 24/7 hotline {{phone}}. **If there is a danger to life, call 112 first.**',
      ],
    },
    {
      id: 'intellectual-property',
      title: '12. Intellectual property',
      body: [
        'The Durak name, logo, apps, website, designs and content belong to {{company}} or its licensors and are protected by law. We give you a personal, non-exclusive, non-transferable right to use the Platform for its intended purpose. You may not copy, change, distribute or reverse-engineer it except where the law allows.',
      ],
    },
    {
      id: 'liability',
      title: '13. Liability',
      body: [
        'We work to keep the Platform available and accurate, but it may be interrupted for maintenance or for reasons beyond our control. We are liable for damage caused by our intent or gross negligence and within the limits set by law; we are not liable for indirect damage such as lost profit, except where the law does not allow this limitation.',
        'Drivers are responsible for the transport and for complying with traffic and taxi rules, and carry the insurance the law requires. Nothing in these terms limits your rights as a consumer under the Consumer Protection Law No. 6502.',
      ],
    },
    {
      id: 'termination',
      title: '14. Suspension and account closure',
      body: [
        'We may suspend or close an account that breaks these terms or the law, after warning you where possible. You can stop using Durak at any time and ask us to close your account with the [account-deletion request form](/hesap-silme-talebi). Amounts you owe for rides already taken remain payable; unused points expire when the account is closed.',
      ],
    },
    {
      id: 'changes',
      title: '15. Changes to these terms',
      body: [
        'We may change these terms when our service or the law changes. We will tell you about significant changes by email or in the app before they take effect. If you keep using Durak after that date, the new terms apply; if you do not agree, you can close your account.',
      ],
    },
    {
      id: 'law-jurisdiction',
      title: '16. Governing law and jurisdiction',
      body: [
        'These terms are governed by the laws of the Republic of Türkiye. The courts and enforcement offices of Istanbul are competent to settle disputes. If you are a consumer, you may also apply to the consumer arbitration committee or consumer court of your place of residence within the limits set each year under Law No. 6502.',
        'Questions about these terms: [{{email}}](mailto:{{email}}), {{phone}}, {{company}}, {{address}}.',
      ],
    },
  ],
} as const

import type { AuthoredPost } from "./blog-taxonomy";

export const sellingPosts: readonly AuthoredPost[] = [
  {
    slug: "how-to-get-the-best-part-exchange-price",
    title: "How to get the best part-exchange price",
    category: "selling",
    tags: ["part-exchange", "valuation"],
    author: "dan",
    published_days_ago: 31,
    introduction:
      "A little preparation can add hundreds of pounds to your part-exchange offer. Our buyer explains what dealers look for.",
    main_image_alt: "Illustration of two cars with arrows between them",
    article: `<p>When you part-exchange, the dealer has to price in the cost of preparing your car for sale. Anything that cuts that cost, or the risk of a hidden problem, improves your offer.</p>
<h2>Paperwork is worth money</h2>
<ul>
<li>A full service history, with invoices, reassures the buyer that nothing has been neglected.</li>
<li>Both keys: a missing key is deducted at the cost of replacing it.</li>
<li>The V5C in your name and at your address.</li>
<li>A long MOT: a car with less than six months left will be valued lower.</li>
</ul>
<h2>Presentation</h2>
<p>A clean, tidy car looks cared for. A valet costs far less than the value it can add. Remove personal items and anything that smells, such as pet hair or smoke. Do not pay for major repairs first, though: a dealer can usually do them for less than you can.</p>
<h2>Be honest</h2>
<p>Tell the buyer about scratches, warning lights and accident repairs up front. They will find them anyway, and a valuation based on accurate information will not change when you bring the car in.</p>
<h2>Look at the whole deal</h2>
<p>A generous part-exchange price means little if the car you are buying is priced high to pay for it. Compare the "price to change", the difference between the two, rather than the part-exchange figure alone.</p>
<p>Get a free valuation in minutes on our <a href="/sell-my-car">sell my car</a> page.</p>`,
  },
  {
    slug: "selling-a-car-with-outstanding-finance",
    title: "Can I sell a car that still has finance on it?",
    category: "selling",
    tags: ["part-exchange", "hp", "pcp"],
    author: "jess",
    published_days_ago: 55,
    introduction:
      "Yes, but the finance has to be settled first. Here is how it works when you sell or part-exchange.",
    main_image_alt: "Illustration of a car with a padlock and a key",
    article: `<p>On HP and PCP, the car belongs to the lender until you have paid in full. You cannot legally sell it without settling the agreement, and any history check will show the outstanding finance.</p>
<h2>Step 1: get a settlement figure</h2>
<p>Ask your lender for a settlement figure. It will be lower than the total of your remaining payments, because you save some of the future interest. The figure is valid for a set number of days.</p>
<h2>Step 2: compare it with the car's value</h2>
<p>If the car is worth more than the settlement figure you have positive equity, which can become a deposit on your next car. If it is worth less (negative equity), you need to pay the difference, or in some cases it can be added to new finance, which makes the new agreement more expensive.</p>
<h2>Step 3: let the dealer handle it</h2>
<p>When you part-exchange with us, we pay the settlement direct to your lender and use any equity towards your next car. You do not need to clear the finance yourself first.</p>
<h2>Selling privately</h2>
<p>You must pay off the finance before the sale, or the buyer risks losing the car. Many private buyers will not go ahead until they see the lender's confirmation that the agreement has been settled.</p>`,
  },
  {
    slug: "preparing-your-car-for-a-valuation",
    title: "Preparing your car for a valuation",
    category: "selling",
    tags: ["valuation", "mot"],
    author: "dan",
    published_days_ago: 86,
    introduction:
      "An online valuation is only as good as the information behind it. Here is what we assume, and what can change the price.",
    main_image_alt: "Illustration of a registration plate and a price tag",
    article: `<p>Our online valuation gives you a price in a couple of minutes from your registration, mileage and a few questions. It is valid for 7 days, and the final figure depends on the car matching what you told us.</p>
<h2>What the valuation assumes</h2>
<ul>
<li>At least six months' MOT remaining;</li>
<li>no damage beyond normal wear for its age;</li>
<li>never a write-off, private hire, rental, driving tuition or police vehicle;</li>
<li>not an import;</li>
<li>in full working order;</li>
<li>no personalised plate.</li>
</ul>
<h2>What can move the price</h2>
<p>Service history makes the biggest difference: a full history is worth more than part or none. Missing keys, warning lights, worn tyres and damaged alloys are the most common reasons for a lower final figure.</p>
<p>Mileage matters too, so give us the reading on the day rather than a guess. If you keep driving the car before you bring it in, a few hundred extra miles will not change much; a few thousand can.</p>
<h2>Small jobs worth doing first</h2>
<ul>
<li>Clean it inside and out. A tidy car looks cared for, and our buyers see the bodywork properly.</li>
<li>Top up the screenwash and check the tyre pressures, so no warning light greets the inspection.</li>
<li>Leave big repairs to us: we pay trade rates for bodywork and tyres, so you rarely get back what you spend.</li>
</ul>
<h2>Bring these when you visit</h2>
<ul>
<li>The V5C registration certificate;</li>
<li>your service book and invoices;</li>
<li>both keys and the locking wheel nut;</li>
<li>your finance settlement figure, if the car has finance on it.</li>
</ul>`,
  },
  {
    slug: "private-sale-vs-part-exchange",
    title: "Private sale or part exchange: which is better?",
    category: "selling",
    tags: ["part-exchange", "valuation", "consumer-rights"],
    author: "dan",
    published_days_ago: 160,
    introduction:
      "Selling privately usually gets a higher price. Part exchange is quicker and safer. Here is how to weigh them up.",
    main_image_alt: "Illustration of a for sale sign in a car window",
    article: `<p>There is no single right answer: it depends on how much your time, and your peace of mind, are worth.</p>
<h2>Selling privately</h2>
<ul>
<li><strong>More money:</strong> you avoid the dealer's margin and preparation costs.</li>
<li><strong>More work:</strong> photos, adverts, phone calls, viewings and test drives.</li>
<li><strong>More risk:</strong> payment scams and people who want to test drive alone. Only hand over the keys once cleared funds are in your account.</li>
<li>The car must match your description; you cannot hide faults you know about.</li>
</ul>
<h2>Part exchange</h2>
<ul>
<li>One visit: your old car goes and your new one arrives the same day.</li>
<li>No strangers at your door and no payment risk.</li>
<li>The dealer settles any outstanding finance for you.</li>
<li>The price is usually lower than a private sale, but the gap narrows on older or higher-mileage cars.</li>
</ul>
<h2>Telling the DVLA</h2>
<p>However you sell, tell the DVLA online straight away. You will get a refund of any full months of car tax left, and you will not be blamed for the new keeper's parking or speeding tickets.</p>`,
  },
];

import type { AuthoredPost } from "./blog-taxonomy";

export const financePosts: readonly AuthoredPost[] = [
  {
    slug: "pcp-vs-hp-which-car-finance-is-right-for-you",
    title: "PCP vs HP: which car finance is right for you?",
    category: "car-finance",
    tags: ["pcp", "hp"],
    author: "jess",
    published_days_ago: 6,
    sticky: true,
    introduction:
      "Hire purchase and personal contract purchase both spread the cost of a car, but they suit different drivers. Here is how to choose.",
    main_image_alt: "Illustration of a car key beside a calculator",
    article: `<p>Most used cars in the UK are bought on finance, and almost all of it is either hire purchase (HP) or personal contract purchase (PCP). Both are secured on the car, both have fixed monthly payments and both can be settled early. The difference is what happens to the car's value.</p>
<h2>How HP works</h2>
<p>With HP you pay a deposit, then the rest of the price plus interest in equal monthly instalments, usually over two to five years. After the last payment (and a small option to purchase fee, often £10) the car is yours. There is no mileage limit and nothing to worry about at the end.</p>
<h2>How PCP works</h2>
<p>With PCP the lender sets a guaranteed minimum future value (GMFV): what it expects the car to be worth at the end. You pay off only the difference between the price and that value, plus interest on the whole amount, so monthly payments are lower. At the end you can:</p>
<ul>
<li>pay the optional final payment (the "balloon") and keep the car;</li>
<li>hand the car back and owe nothing more, as long as you are within the agreed mileage and the car is in fair condition;</li>
<li>part-exchange it, using any value above the final payment as a deposit on your next car.</li>
</ul>
<h2>Which costs more?</h2>
<p>Over the full term PCP usually costs more in interest, because you are borrowing the final payment for the whole agreement. If you plan to keep the car for years, HP is normally cheaper overall. If you like to change cars every three years and want the lowest monthly figure, PCP is hard to beat.</p>
<h2>A quick rule of thumb</h2>
<ul>
<li><strong>Choose HP</strong> if you want to own the car, drive high mileage or keep cars for a long time.</li>
<li><strong>Choose PCP</strong> if you want lower payments, a newer car every few years and you can predict your mileage.</li>
</ul>
<p>Every car on our site shows both. Change the deposit, term and mileage on the car's page to compare them side by side, or <a href="/finance">read more about our finance</a>.</p>`,
  },
  {
    slug: "apr-and-representative-examples-explained",
    title: "APR and representative examples explained",
    category: "car-finance",
    tags: ["hp", "pcp"],
    author: "jess",
    published_days_ago: 27,
    introduction:
      "Representative APR, fixed rate, total amount payable: what the small print on a finance advert actually tells you.",
    main_image_alt: "Illustration of a finance agreement with a percentage sign",
    article: `<p>Every finance advert has to show a representative example. It looks like a wall of numbers, but it is the best tool you have for comparing deals.</p>
<h2>APR</h2>
<p>The annual percentage rate includes the interest and any compulsory fees, expressed as a yearly rate. Because it includes fees, it is the fairest single figure for comparing one agreement with another.</p>
<h2>Why "representative"?</h2>
<p>A representative APR is one that at least 51% of customers who respond to the advert will be offered. Your own rate depends on your circumstances and could be higher or lower, so always check the figure in your personal quote.</p>
<h2>Fixed rate of interest</h2>
<p>You will also see a fixed (or flat) rate. It is lower than the APR because it is worked out on the original amount borrowed, not on the falling balance. Compare APRs, not flat rates.</p>
<h2>Total amount payable</h2>
<p>This is everything you will pay: deposit, monthly payments, any final payment and fees. Take away the cash price and you have the real cost of borrowing. It is the number to look at when deciding between a longer term with lower payments and a shorter, cheaper one.</p>
<p>Our representative example, shown on every finance page, is worked out from a real car and the rate most of our customers receive.</p>`,
  },
  {
    slug: "how-to-improve-your-credit-score-before-applying-for-car-finance",
    title: "How to improve your credit score before applying for car finance",
    category: "car-finance",
    tags: ["credit-score"],
    author: "jess",
    published_days_ago: 48,
    introduction:
      "A few small steps in the weeks before you apply can mean a better rate, or the difference between yes and no.",
    main_image_alt: "Illustration of a rising credit score gauge",
    article: `<p>Lenders look at your credit file to decide whether to lend and at what rate. You cannot change your history overnight, but you can make sure it shows you at your best.</p>
<h2>Check your file with all three agencies</h2>
<p>Experian, Equifax and TransUnion each hold their own file on you, and you have a legal right to see them free of charge. Look for accounts you do not recognise, wrong addresses and debts marked as unpaid that you have settled, and ask the agency to correct them.</p>
<h2>Get on the electoral roll</h2>
<p>Lenders use the electoral register to confirm who you are and where you live. Registering at your current address is free, takes five minutes at gov.uk and is one of the quickest ways to improve your score.</p>
<h2>Keep credit use low and regular</h2>
<ul>
<li>Pay every bill on time; set up Direct Debits for at least the minimum.</li>
<li>Try to use less than a third of your credit card limits.</li>
<li>Close old accounts you no longer use, especially if they are linked to an ex-partner.</li>
</ul>
<h2>Avoid lots of applications</h2>
<p>Each full application leaves a hard search on your file, and several in a short time can look like money trouble. Use eligibility checkers first: they use a soft search that lenders cannot see. Ours is on the <a href="/can-i-get-credit">Can I get credit?</a> page.</p>`,
  },
  {
    slug: "zero-deposit-car-finance-pros-and-cons",
    title: "Zero-deposit car finance: the pros and cons",
    category: "car-finance",
    tags: ["hp", "pcp"],
    author: "jess",
    published_days_ago: 92,
    introduction:
      "No deposit means you can drive away sooner, but it changes the maths. Here is what to weigh up.",
    main_image_alt: "Illustration of an empty piggy bank next to a car",
    article: `<p>Zero-deposit finance lets you spread the entire price of the car over the agreement. It is popular with drivers who need a car now but have not built up savings.</p>
<h2>The advantages</h2>
<ul>
<li>You keep your savings for emergencies.</li>
<li>You can replace an unreliable car straight away instead of waiting months to save.</li>
<li>A part-exchange can still be used as a deposit if you have one.</li>
</ul>
<h2>The drawbacks</h2>
<ul>
<li>Borrowing more means paying more interest over the term.</li>
<li>Monthly payments are higher than with a deposit.</li>
<li>On PCP, you are more likely to be in negative equity early on, owing more than the car is worth, which matters if you want to end the agreement early.</li>
</ul>
<h2>A middle way</h2>
<p>Even a small deposit helps. On a £12,000 car over four years, £1,000 down can cut the monthly payment by around £25 and save nearly £200 of interest at a typical rate. Try different deposits with the finance tool on any car's page to see the effect.</p>
<p>Selected cars carry our <a href="/finance/zero-deposit-finance">£0 deposit</a> offer, subject to status.</p>`,
  },
];
